import type { StaffRole } from '@waypoint/domain/staff/staff-access';
import { SoftwareAuthenticator, type CeremonyOverrides } from '../../platform/webauthn/software-authenticator.js';
import type { TestApp } from '../../testing/test-app.js';
import { addStaffAccount, enrolStaffAccount, StaffBrowser } from './staff-test-kit.js';

/** The public URL the passkey tests' app runs under (createTestApp({ PUBLIC_URL: passkeyTestOrigin })). */
export const passkeyTestOrigin = 'https://waypoint.test';

export const registrationOptionsMutation = `mutation { staffPasskeyRegistrationOptions }`;
export const addPasskeyMutation = `mutation AddPasskey($response: String!, $name: String!) {
  addStaffPasskey(response: $response, name: $name) { id name createdAt lastUsedAt }
}`;
export const myPasskeysQuery = `query { myStaffPasskeys { id name createdAt lastUsedAt } }`;
export const renamePasskeyMutation = `mutation Rename($id: ID!, $name: String!) {
  renameStaffPasskey(id: $id, name: $name) { id name }
}`;
export const removePasskeyMutation = `mutation Remove($id: ID!) { removeStaffPasskey(id: $id) }`;
export const signInOptionsMutation = `mutation { staffPasskeySignInOptions }`;
export const passkeySignInMutation = `mutation PasskeySignIn($response: String!) {
  staffPasskeySignIn(response: $response) { email role }
}`;
export const mySessionsQuery = `query { myStaffSessions { id staffId staffEmail staffRole startedAt lastSeenAt ip device current } }`;
export const allSessionsQuery = `query { staffSessions { id staffId staffEmail staffRole ip device current } }`;
export const signOutOthersMutation = `mutation { staffSignOutOtherSessions }`;
export const signOutEverywhereMutation = `mutation Everywhere($staffId: ID!) { staffSignOutEverywhere(staffId: $staffId) }`;

export const codeOf = (answer: { errors?: { extensions: { code: string } }[] }) =>
  answer.errors?.[0]?.extensions.code ?? 'OK';

/** A staff member enrolled through the CLI's link, signed in in `browser`, with a software authenticator. */
export async function signedInStaff(testApp: TestApp, email: string, role: StaffRole) {
  const token = await addStaffAccount(testApp, email, role);
  const browser = new StaffBrowser(testApp.app);
  const { enrolled } = await enrolStaffAccount(testApp, browser, token);
  if (enrolled.errors) throw new Error(`enrolment failed: ${JSON.stringify(enrolled.errors)}`);
  const authenticator = new SoftwareAuthenticator(passkeyTestOrigin);
  return { browser, authenticator, email };
}

/** Options from the server, the authenticator's answer (with any overrides), and the server's verdict. */
export async function addPasskey(
  browser: StaffBrowser,
  authenticator: SoftwareAuthenticator,
  overrides: CeremonyOverrides = {},
  name = 'Work laptop',
) {
  const options = await browser.query<{ staffPasskeyRegistrationOptions: string }>(registrationOptionsMutation);
  const optionsJson = options.data?.staffPasskeyRegistrationOptions;
  if (!optionsJson) throw new Error(`no registration options: ${JSON.stringify(options.errors)}`);
  const response = JSON.stringify(authenticator.register(optionsJson, overrides));
  return browser.query<{ addStaffPasskey: { id: string; name: string } }>(addPasskeyMutation, { response, name });
}

export async function passkeySignInResponse(
  browser: StaffBrowser,
  authenticator: SoftwareAuthenticator,
  overrides: CeremonyOverrides = {},
): Promise<string> {
  const options = await browser.query<{ staffPasskeySignInOptions: string }>(signInOptionsMutation);
  const optionsJson = options.data?.staffPasskeySignInOptions;
  if (!optionsJson) throw new Error(`no sign-in options: ${JSON.stringify(options.errors)}`);
  return JSON.stringify(authenticator.signIn(optionsJson, overrides));
}

export async function signInWithPasskey(
  browser: StaffBrowser,
  authenticator: SoftwareAuthenticator,
  overrides: CeremonyOverrides = {},
) {
  const response = await passkeySignInResponse(browser, authenticator, overrides);
  return browser.query<{ staffPasskeySignIn: { email: string; role: string } }>(passkeySignInMutation, { response });
}

export interface StaffAuditRow {
  actorId: string;
  actorEmail: string;
  action: string;
  subjectId: string;
  ip: string | null;
  after: Record<string, unknown> | null;
}

/** The audit events about staff accounts, oldest first. */
export async function staffAuditEvents(testApp: TestApp, action: string): Promise<StaffAuditRow[]> {
  const { rows } = await testApp.database.sql.executeSql(
    `select actor_id as "actorId", actor_email as "actorEmail", action, subject_id as "subjectId", ip, after
     from audit_events where subject_type = 'staff' and action = $1 order by id`,
    [action],
  );
  return rows as StaffAuditRow[];
}
