import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../../platform/webauthn/software-authenticator.js';
import type { GraphqlResponse } from '../../testing/graphql-client.js';
import { signIn } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  addPasskey,
  addPasskeyMutation,
  checkTokenQuery,
  ChromeBrowser,
  codeOf,
  myPasskeysQuery,
  nextUsAddress,
  passkeySignInResponse,
  passkeyTestOrigin,
  registrationOptionsMutation,
  removePasskeyMutation,
  renamePasskeyMutation,
  setAfterPasswordMutation,
  signedInApplicant,
  signInMutation,
  signInWithPasskey,
  stepUp,
  stepUpMutation,
  stepUpOptionsMutation,
} from './passkeys-test-kit.js';

// Decision 076: applicants' passkeys sign in on their own, can be asked for after the password, and prove a step-up.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: passkeyTestOrigin, LOGIN_SLOWDOWN_MS: '1' });
});
afterAll(async () => testApp.close());

let accounts = 0;
/** An applicant who stepped up and added a passkey. */
async function applicantWithPasskey() {
  accounts += 1;
  const applicant = await signedInApplicant(testApp, `passkey-${accounts}@example.com`);
  await stepUp(testApp, applicant.browser, applicant.userId);
  const added = await addPasskey(applicant.browser, applicant.authenticator);
  expect(added.errors).toBeUndefined();
  return applicant;
}

const freshBrowser = () => new ChromeBrowser(testApp.app, nextUsAddress());

describe('adding a passkey', () => {
  it('needs a recent step-up: without one the options are refused with the methods to use', async () => {
    const { browser, authenticator } = await signedInApplicant(testApp, 'no-step-up@example.com');
    const refused = await addPasskey(browser, authenticator);
    expect(codeOf(refused)).toBe('STEP_UP_REQUIRED');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ methods: ['emailCode'] });
  });

  it('adds a user-verified passkey after a step-up and lists it', async () => {
    const { browser } = await applicantWithPasskey();
    const list = await browser.query<{ myPasskeys: { passkeyAfterPassword: boolean; passkeys: { name: string }[] } }>(
      myPasskeysQuery,
    );
    expect(list.data?.myPasskeys).toMatchObject({ passkeyAfterPassword: false, passkeys: [{ name: 'My phone' }] });
  });

  it.each([
    ['another origin', { origin: 'https://waypoint.test.evil.example' }, 'PASSKEY_REJECTED'],
    ['another relying party', { rpId: 'evil.example' }, 'PASSKEY_REJECTED'],
    ['no user verification', { userVerified: false }, 'PASSKEY_REJECTED'],
    [
      'a challenge the server never issued',
      { challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' },
      'PASSKEY_CHALLENGE_INVALID',
    ],
  ])('refuses a registration from %s', async (_case, overrides, code) => {
    accounts += 1;
    const { browser, authenticator, userId } = await signedInApplicant(testApp, `bad-reg-${accounts}@example.com`);
    await stepUp(testApp, browser, userId);
    expect(codeOf(await addPasskey(browser, authenticator, overrides))).toBe(code);
  });

  it('renames its own passkey; another account cannot rename or remove it', async () => {
    const owner = await applicantWithPasskey();
    const stranger = await applicantWithPasskey();
    const list = await owner.browser.query<{ myPasskeys: { passkeys: { id: string }[] } }>(myPasskeysQuery);
    const id = list.data?.myPasskeys.passkeys[0]?.id;
    expect(codeOf(await stranger.browser.query(renamePasskeyMutation, { id, name: 'Mine now' }))).toBe('NOT_FOUND');
    expect(codeOf(await stranger.browser.query(removePasskeyMutation, { id }))).toBe('NOT_FOUND');
    const renamed = await owner.browser.query(renamePasskeyMutation, { id, name: 'Work laptop' });
    expect(renamed.data).toEqual({ renamePasskey: { id, name: 'Work laptop' } });
  });
});

describe('signing in with a passkey', () => {
  it('starts the same session as a password sign-in, and that session counts as stepped up', async () => {
    const { authenticator, email } = await applicantWithPasskey();
    const browser = freshBrowser();
    const signedIn = await signInWithPasskey(browser, authenticator);
    expect(signedIn.data?.signInWithPasskey).toMatchObject({ email });
    expect((await browser.query(checkTokenQuery)).data).toEqual({ checkToken: { email, isSessionValid: true } });
    // The passkey was the proof: adding another passkey goes through without a further prompt.
    expect(codeOf(await browser.query(registrationOptionsMutation))).toBe('OK');
  });

  it.each([
    ['another origin', { origin: 'https://waypoint.test.evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['no user verification', { userVerified: false }],
    ['a challenge the server never issued', { challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' }],
  ])('refuses %s with the one sign-in failure, and starts no session', async (_case, overrides) => {
    const { authenticator } = await applicantWithPasskey();
    const browser = freshBrowser();
    const refused = await signInWithPasskey(browser, authenticator, overrides);
    expect(codeOf(refused)).toBe('PASSKEY_SIGN_IN_FAILED');
    expect(refused.setCookies.filter((cookie) => cookie.startsWith('wp_session'))).toEqual([]);
  });

  it('refuses a replayed assertion, and a fresh one whose counter did not go up', async () => {
    const { authenticator } = await applicantWithPasskey();
    const browser = freshBrowser();
    const response = await passkeySignInResponse(browser, authenticator);
    expect(codeOf(await browser.query(signInMutation, { response }))).toBe('OK');
    expect(codeOf(await freshBrowser().query(signInMutation, { response }))).toBe('PASSKEY_SIGN_IN_FAILED');
    const sameCounter = await signInWithPasskey(freshBrowser(), authenticator, { signCount: authenticator.signCount });
    expect(codeOf(sameCounter)).toBe('PASSKEY_SIGN_IN_FAILED');
  });

  it('refuses a passkey nobody holds, and an address that keeps failing is stopped as at the password sign-in', async () => {
    const stranger = new SoftwareAuthenticator(passkeyTestOrigin);
    const browser = freshBrowser();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) codes.push(codeOf(await signInWithPasskey(browser, stranger)));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('PASSKEY_SIGN_IN_FAILED'));
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a removed passkey', async () => {
    const { browser, authenticator } = await applicantWithPasskey();
    const list = await browser.query<{ myPasskeys: { passkeys: { id: string }[] } }>(myPasskeysQuery);
    const id = list.data?.myPasskeys.passkeys[0]?.id;
    expect((await browser.query(removePasskeyMutation, { id })).data).toEqual({ removePasskey: true });
    expect(codeOf(await signInWithPasskey(freshBrowser(), authenticator))).toBe('PASSKEY_SIGN_IN_FAILED');
  });
});

describe('the passkey as a second factor after the password', () => {
  it('cannot be turned on without a passkey', async () => {
    const { browser, userId } = await signedInApplicant(testApp, 'no-passkey-yet@example.com');
    await stepUp(testApp, browser, userId);
    expect(codeOf(await browser.query(setAfterPasswordMutation, { on: true }))).toBe('PASSKEY_NEEDED');
  });

  it('needs a recent step-up to turn on or off', async () => {
    const { authenticator, email } = await applicantWithPasskey();
    const browser = freshBrowser();
    expect(codeOf(await signIn(browser, email))).toBe('OK');
    expect(codeOf(await browser.query(setAfterPasswordMutation, { on: true }))).toBe('STEP_UP_REQUIRED');
    const options = await browser.query<{ passkeyStepUpOptions: string }>(stepUpOptionsMutation);
    const response = JSON.stringify(authenticator.signIn(String(options.data?.passkeyStepUpOptions)));
    const proof = await browser.query(stepUpMutation, { response });
    expect(proof.data).toMatchObject({ completeStepUpWithPasskey: { method: 'passkey' } });
    expect((await browser.query(setAfterPasswordMutation, { on: true })).data).toEqual({
      setPasskeyAfterPassword: true,
    });
  });

  it('when on, a correct password answers PASSKEY_REQUIRED and starts no session; the passkey then signs in', async () => {
    const { browser: owner, authenticator, email } = await applicantWithPasskey();
    expect(codeOf(await owner.query(setAfterPasswordMutation, { on: true }))).toBe('OK');
    const browser = freshBrowser();
    const password = await signIn(browser, email);
    expect(codeOf(password)).toBe('PASSKEY_REQUIRED');
    expect(browser.cookies.has('wp_session_hash')).toBe(false);
    expect(codeOf(await signIn(freshBrowser(), email, 'a wrong password'))).toBe('INVALID_LOGIN');
    expect(codeOf(await signInWithPasskey(browser, authenticator))).toBe('OK');
  });

  it('goes off with the last passkey, so the password signs in alone again', async () => {
    const { browser, email } = await applicantWithPasskey();
    await browser.query(setAfterPasswordMutation, { on: true });
    const list = await browser.query<{ myPasskeys: { passkeys: { id: string }[] } }>(myPasskeysQuery);
    await browser.query(removePasskeyMutation, { id: list.data?.myPasskeys.passkeys[0]?.id });
    expect((await browser.query(myPasskeysQuery)).data).toEqual({
      myPasskeys: { passkeyAfterPassword: false, passkeys: [] },
    });
    expect(codeOf(await signIn(freshBrowser(), email))).toBe('OK');
  });
});

describe('a passkey step-up', () => {
  it("accepts only the account's own passkey", async () => {
    const owner = await applicantWithPasskey();
    const other = await applicantWithPasskey();
    const options = await owner.browser.query<{ passkeyStepUpOptions: string }>(stepUpOptionsMutation);
    const response = JSON.stringify(other.authenticator.signIn(String(options.data?.passkeyStepUpOptions)));
    expect(codeOf(await owner.browser.query(stepUpMutation, { response }))).toBe('PASSKEY_SIGN_IN_FAILED');
  });

  it('is refused with the code methods to an account without a passkey', async () => {
    const { browser } = await signedInApplicant(testApp, 'step-up-no-passkey@example.com');
    const refused = await browser.query(stepUpOptionsMutation);
    expect(codeOf(refused)).toBe('STEP_UP_REQUIRED');
  });
});

describe('the sensitive passkey operations need a recent step-up (decision 076)', () => {
  type Applicant = Awaited<ReturnType<typeof applicantWithPasskey>>;
  const firstPasskeyId = async ({ browser }: Applicant) =>
    (await browser.query<{ myPasskeys: { passkeys: { id: string }[] } }>(myPasskeysQuery)).data?.myPasskeys.passkeys[0]
      ?.id;
  const rows: [string, (applicant: Applicant) => Promise<Pick<GraphqlResponse, 'errors'>>][] = [
    ['starting to add a passkey', ({ browser }) => browser.query(registrationOptionsMutation)],
    [
      'finishing adding a passkey',
      async ({ browser }) => {
        const options = await browser.query<{ passkeyRegistrationOptions: string }>(registrationOptionsMutation);
        // Without a proof the options are refused too; a made-up answer shows the finishing call's own gate.
        const optionsJson = options.data?.passkeyRegistrationOptions;
        const response = optionsJson
          ? JSON.stringify(new SoftwareAuthenticator(passkeyTestOrigin).register(optionsJson))
          : '{}';
        return browser.query(addPasskeyMutation, { response, name: 'Second key' });
      },
    ],
    [
      'removing a passkey',
      async (applicant) => applicant.browser.query(removePasskeyMutation, { id: await firstPasskeyId(applicant) }),
    ],
    [
      'turning the passkey after the password on',
      ({ browser }) => browser.query(setAfterPasswordMutation, { on: true }),
    ],
    ['turning it off', ({ browser }) => browser.query(setAfterPasswordMutation, { on: false })],
  ];

  it.each(rows)('%s: refused once the proof is over 10 minutes old, accepted after a new one', async (_op, run) => {
    const applicant = await applicantWithPasskey();
    testApp.clock.advance(10 * 60 * 1000 + 1000);
    expect(codeOf(await run(applicant))).toBe('STEP_UP_REQUIRED');
    await stepUp(testApp, applicant.browser, applicant.userId);
    expect(codeOf(await run(applicant))).toBe('OK');
  });

  it('renaming needs none', async () => {
    const applicant = await applicantWithPasskey();
    testApp.clock.advance(10 * 60 * 1000 + 1000);
    const id = await firstPasskeyId(applicant);
    expect(codeOf(await applicant.browser.query(renamePasskeyMutation, { id, name: 'Old phone' }))).toBe('OK');
  });
});
