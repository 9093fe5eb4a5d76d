import { SoftwareAuthenticator, type CeremonyOverrides } from '../../platform/webauthn/software-authenticator.js';
import { TestBrowser, type GraphqlResponse } from '../../testing/graphql-client.js';
import { registerUser, userFields } from '../../testing/test-accounts.js';
import type { TestApp } from '../../testing/test-app.js';
import { recordStepUp } from './step-up-service.js';

/** The public URL the passkey tests' app runs under (createTestApp({ PUBLIC_URL: passkeyTestOrigin })). */
export const passkeyTestOrigin = 'https://waypoint.test';

export const myPasskeysQuery = `query { myPasskeys { passkeyAfterPassword passkeys { id name createdAt lastUsedAt } } }`;
export const registrationOptionsMutation = `mutation { passkeyRegistrationOptions }`;
export const addPasskeyMutation = `mutation Add($response: String!, $name: String!) {
  addPasskey(response: $response, name: $name) { id name }
}`;
export const renamePasskeyMutation = `mutation Rename($id: ID!, $name: String!) { renamePasskey(id: $id, name: $name) { id name } }`;
export const removePasskeyMutation = `mutation Remove($id: ID!) { removePasskey(id: $id) }`;
export const setAfterPasswordMutation = `mutation Set($on: Boolean!) { setPasskeyAfterPassword(on: $on) }`;
export const signInOptionsMutation = `mutation { passkeySignInOptions }`;
export const signInMutation = `mutation SignIn($response: String!) { signInWithPasskey(response: $response) { ${userFields} } }`;
export const stepUpOptionsMutation = `mutation { passkeyStepUpOptions }`;
export const stepUpMutation = `mutation StepUp($response: String!) { completeStepUpWithPasskey(response: $response) { method validUntil } }`;
export const mySessionsQuery = `query { mySessions { id device country startedAt lastSeenAt current } }`;
export const checkTokenQuery = `query { checkToken(returnUserData: true) { email isSessionValid } }`;

export const codeOf = (answer: Pick<GraphqlResponse, 'errors'>) => answer.errors?.[0]?.extensions.code ?? 'OK';

/** A browser with a real browser's user agent, from a chosen address. */
export class ChromeBrowser extends TestBrowser {
  userAgent =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  override sessionHeaders(): Record<string, string> {
    return { ...super.sessionHeaders(), 'user-agent': this.userAgent };
  }
}

/** The id of the session this browser is signed in with. */
export async function currentSessionId(browser: TestBrowser): Promise<string> {
  const answer = await browser.query<{ mySessions: { id: string; current: boolean }[] }>(mySessionsQuery);
  const current = answer.data?.mySessions.find((session) => session.current);
  if (!current) throw new Error(`no current session: ${JSON.stringify(answer.errors)}`);
  return current.id;
}

/** Records a step-up proof for the browser's session, as a completed code would (decision 073 tests the codes). */
export async function stepUp(testApp: TestApp, browser: TestBrowser, userId: string): Promise<void> {
  const sessionId = await currentSessionId(browser);
  await recordStepUp(testApp.database.db, { sessionId, userId, method: 'emailCode', now: testApp.clock.now() });
}

/** A new applicant signed in in a browser at a US sandbox address, with a software authenticator. */
export async function signedInApplicant(testApp: TestApp, email: string) {
  const browser = new ChromeBrowser(testApp.app, nextUsAddress());
  const registered = await registerUser(browser, { email });
  const userId = String(registered.data?.register.id);
  const authenticator = new SoftwareAuthenticator(passkeyTestOrigin);
  return { browser, authenticator, userId, email };
}

let addresses = 0;
/** A different sandbox US address each time (192.0.2.0/24, hosts below .200: docs/sandbox.md), so limits do not couple tests. */
export function nextUsAddress(): string {
  addresses += 1;
  return `192.0.2.${(addresses % 190) + 1}`;
}

export async function addPasskey(
  browser: TestBrowser,
  authenticator: SoftwareAuthenticator,
  overrides: CeremonyOverrides = {},
  name = 'My phone',
) {
  const options = await browser.query<{ passkeyRegistrationOptions: string }>(registrationOptionsMutation);
  const optionsJson = options.data?.passkeyRegistrationOptions;
  if (!optionsJson) return options;
  const response = JSON.stringify(authenticator.register(optionsJson, overrides));
  return browser.query<{ addPasskey: { id: string; name: string } }>(addPasskeyMutation, { response, name });
}

export async function passkeySignInResponse(
  browser: TestBrowser,
  authenticator: SoftwareAuthenticator,
  overrides: CeremonyOverrides = {},
): Promise<string> {
  const options = await browser.query<{ passkeySignInOptions: string }>(signInOptionsMutation);
  const optionsJson = options.data?.passkeySignInOptions;
  if (!optionsJson) throw new Error(`no sign-in options: ${JSON.stringify(options.errors)}`);
  return JSON.stringify(authenticator.signIn(optionsJson, overrides));
}

export async function signInWithPasskey(
  browser: TestBrowser,
  authenticator: SoftwareAuthenticator,
  overrides: CeremonyOverrides = {},
) {
  const response = await passkeySignInResponse(browser, authenticator, overrides);
  return browser.query<{ signInWithPasskey: { email: string } }>(signInMutation, { response });
}
