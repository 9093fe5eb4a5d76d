import { staffSessionTransport, type StaffRole } from '@waypoint/domain/staff/staff-access';
import { createFieldCipher } from '../../platform/field-encryption.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import type { TestApp } from '../../testing/test-app.js';
import { runStaffCommand } from './staff-cli.js';
import { totpCodeAt } from './staff-totp.js';

export const staffPassword = 'long enough staff passphrase';

export const enrolmentQuery = `query Enrolment($token: String!) {
  staffEnrolment(token: $token) { email role totpSecret otpauthUri }
}`;
export const enrolMutation = `mutation Enrol($token: String!, $password: String!, $code: String!) {
  enrolStaff(token: $token, password: $password, code: $code) { email role }
}`;
export const staffSignInMutation = `mutation StaffSignIn($email: String!, $password: String!, $code: String!) {
  staffSignIn(email: $email, password: $password, code: $code) { email role }
}`;
export const currentStaffQuery = `query { currentStaff { email role } }`;
export const staffSignOutMutation = `mutation { staffSignOut }`;

/** A browser on /ops: like the web's ops pages, it echoes the staff session hash in its own header. */
export class StaffBrowser extends TestBrowser {
  override sessionHeaders(): Record<string, string> {
    const hash = this.cookies.get(staffSessionTransport.sessionHashCookie);
    return { ...super.sessionHeaders(), ...(hash ? { [staffSessionTransport.sessionHashHeader]: hash } : {}) };
  }
}

/** Runs the staff CLI's code path on the test app's database, as `npm run staff -- …` would. */
export function staffCommand(testApp: TestApp, argv: string[]): Promise<string[]> {
  const { secrets } = testApp;
  return runStaffCommand(argv, {
    db: testApp.database.db,
    cipher: createFieldCipher({ key: secrets.encryptionKey, keyId: secrets.encryptionKeyId }),
    sessionSecret: secrets.sessionSecret,
    publicUrl: 'https://waypoint.test',
    now: () => testApp.clock.now(),
  });
}

/** `add` through the CLI; the enrolment link's token. */
export async function addStaffAccount(testApp: TestApp, email: string, role: StaffRole): Promise<string> {
  const lines = await staffCommand(testApp, ['add', email, '--role', role]);
  return enrolmentTokenOf(lines);
}

export function enrolmentTokenOf(lines: string[]): string {
  const link = lines.find((line) => line.includes('/ops/enrol?token='));
  if (!link) throw new Error(`no enrolment link in ${lines.join('\n')}`);
  return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
}

/** Reads the secret from the enrolment query, as a person types it into an authenticator, and enrols. */
export async function enrolStaffAccount(testApp: TestApp, browser: StaffBrowser, token: string) {
  const view = await browser.query<{ staffEnrolment: { totpSecret: string } }>(enrolmentQuery, { token });
  const secret = view.data?.staffEnrolment.totpSecret;
  if (!secret) throw new Error(`enrolment view failed: ${JSON.stringify(view.errors)}`);
  const code = totpCodeAt(secret, testApp.clock.now());
  const enrolled = await browser.query(enrolMutation, { token, password: staffPassword, code });
  return { secret, enrolled };
}
