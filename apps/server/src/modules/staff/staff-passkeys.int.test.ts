import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffSessionTransport } from '@waypoint/domain/staff/staff-access';
import { SoftwareAuthenticator, type CeremonyOverrides } from '../../platform/webauthn/software-authenticator.js';
import { challengeLifetimeSeconds } from '../../platform/webauthn/webauthn-ceremonies.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  addPasskey,
  codeOf,
  myPasskeysQuery,
  passkeySignInMutation,
  passkeyTestOrigin,
  passkeySignInResponse,
  removePasskeyMutation,
  renamePasskeyMutation,
  signedInStaff,
  signInWithPasskey,
  staffAuditEvents,
} from './staff-passkeys-test-kit.js';
import { currentStaffQuery, staffCommand, StaffBrowser } from './staff-test-kit.js';

// Decision 072: a user-verified passkey signs a staff member in on its own; the server trusts none of the client's claims.

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ PUBLIC_URL: passkeyTestOrigin, LOGIN_SLOWDOWN_MS: '5' });
  testApp.clock.pin(new Date('2026-03-02T10:00:05Z'));
});
afterEach(async () => testApp.close());

async function reviewerWithPasskey() {
  const staff = await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer');
  const added = await addPasskey(staff.browser, staff.authenticator);
  expect(added.errors).toBeUndefined();
  return staff;
}

describe('adding a passkey', () => {
  it('adds a user-verified passkey for the signed-in staff member, lists it, and audits it', async () => {
    const { browser } = await reviewerWithPasskey();
    const list = await browser.query<{ myStaffPasskeys: { name: string; lastUsedAt: string | null }[] }>(
      myPasskeysQuery,
    );
    expect(list.data?.myStaffPasskeys).toEqual([expect.objectContaining({ name: 'Work laptop', lastUsedAt: null })]);
    const [event] = await staffAuditEvents(testApp, 'staff.passkey_add');
    expect(event).toMatchObject({ actorEmail: 'reviewer@bank.example', after: { name: 'Work laptop' } });
  });

  it.each<[string, CeremonyOverrides, string]>([
    ['another origin (a phishing site)', { origin: 'https://waypoint.example.evil' }, 'PASSKEY_REJECTED'],
    ['another relying party', { rpId: 'evil.example' }, 'PASSKEY_REJECTED'],
    ['no user verification', { userVerified: false }, 'PASSKEY_REJECTED'],
    ['no user presence', { userPresent: false }, 'PASSKEY_REJECTED'],
    ['a sign-in response type', { type: 'webauthn.get' }, 'PASSKEY_REJECTED'],
    [
      'a challenge the server never issued',
      { challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' },
      'PASSKEY_CHALLENGE_INVALID',
    ],
  ])('refuses %s', async (_rule, overrides, code) => {
    const { browser, authenticator } = await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer');
    expect(codeOf(await addPasskey(browser, authenticator, overrides))).toBe(code);
    expect((await browser.query<{ myStaffPasskeys: unknown[] }>(myPasskeysQuery)).data?.myStaffPasskeys).toEqual([]);
  });

  it('refuses a challenge issued to another staff member, and one past its 5 minutes', async () => {
    const reviewer = await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer');
    const approver = await signedInStaff(testApp, 'approver@bank.example', 'approver');
    const options = await approver.browser.query<{ staffPasskeyRegistrationOptions: string }>(
      'mutation { staffPasskeyRegistrationOptions }',
    );
    const theirs = JSON.stringify(reviewer.authenticator.register(options.data?.staffPasskeyRegistrationOptions ?? ''));
    const stolen = await reviewer.browser.query(
      'mutation A($r: String!) { addStaffPasskey(response: $r, name: "x") { id } }',
      {
        r: theirs,
      },
    );
    expect(codeOf(stolen)).toBe('PASSKEY_CHALLENGE_INVALID');

    const late = await reviewer.browser.query<{ staffPasskeyRegistrationOptions: string }>(
      'mutation { staffPasskeyRegistrationOptions }',
    );
    testApp.clock.advance(challengeLifetimeSeconds * 1000 + 1000);
    const response = JSON.stringify(reviewer.authenticator.register(late.data?.staffPasskeyRegistrationOptions ?? ''));
    // The session itself would have idled out in 10 minutes; 5 and a second is inside it.
    const expired = await reviewer.browser.query(
      'mutation A($r: String!) { addStaffPasskey(response: $r, name: "x") { id } }',
      {
        r: response,
      },
    );
    expect(codeOf(expired)).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses the same passkey twice, a blank name, and anyone without a staff session', async () => {
    const { browser, authenticator } = await reviewerWithPasskey();
    expect(codeOf(await addPasskey(browser, authenticator))).toBe('PASSKEY_ALREADY_ADDED');
    expect(codeOf(await addPasskey(browser, new SoftwareAuthenticator(passkeyTestOrigin), {}, '   '))).toBe(
      'BAD_USER_INPUT',
    );
    const stranger = new StaffBrowser(testApp.app);
    expect(codeOf(await stranger.query('mutation { staffPasskeyRegistrationOptions }'))).toBe('STAFF_SESSION_INVALID');
  });

  it('renames and removes only the staff member’s own passkeys', async () => {
    const reviewer = await reviewerWithPasskey();
    const other = await signedInStaff(testApp, 'approver@bank.example', 'approver');
    const list = await reviewer.browser.query<{ myStaffPasskeys: { id: string }[] }>(myPasskeysQuery);
    const id = list.data?.myStaffPasskeys[0]?.id ?? '';
    expect(codeOf(await other.browser.query(renamePasskeyMutation, { id, name: 'Mine now' }))).toBe('NOT_FOUND');
    expect(codeOf(await other.browser.query(removePasskeyMutation, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await other.browser.query(removePasskeyMutation, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
    const renamed = await reviewer.browser.query(renamePasskeyMutation, { id, name: 'Phone' });
    expect(renamed.data).toEqual({ renameStaffPasskey: { id, name: 'Phone' } });
    expect((await reviewer.browser.query(removePasskeyMutation, { id })).data).toEqual({ removeStaffPasskey: true });
    expect(codeOf(await signInWithPasskey(new StaffBrowser(testApp.app), reviewer.authenticator))).toBe(
      'STAFF_SIGN_IN_FAILED',
    );
  });
});

describe('signing in with a passkey', () => {
  it('starts the same staff session as a password sign-in, audited as staff.sign_in by passkey', async () => {
    const { authenticator } = await reviewerWithPasskey();
    const browser = new StaffBrowser(testApp.app);
    const answer = await signInWithPasskey(browser, authenticator);
    expect(answer.data?.staffPasskeySignIn).toEqual({ email: 'reviewer@bank.example', role: 'reviewer' });
    const tokenCookie = answer.setCookies.find((cookie) => cookie.startsWith(`${staffSessionTransport.tokenCookie}=`));
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Strict/);
    expect((await browser.query(currentStaffQuery)).data).toEqual({
      currentStaff: { email: 'reviewer@bank.example', role: 'reviewer' },
    });
    const [event] = await staffAuditEvents(testApp, 'staff.sign_in');
    expect(event).toMatchObject({ actorEmail: 'reviewer@bank.example', after: { method: 'passkey' }, ip: browser.ip });
    const list = await browser.query<{ myStaffPasskeys: { lastUsedAt: string | null }[] }>(myPasskeysQuery);
    expect(list.data?.myStaffPasskeys[0]?.lastUsedAt).toBe('2026-03-02T10:00:05.000Z');
  });

  it.each<[string, CeremonyOverrides]>([
    ['another origin (a phishing site)', { origin: 'https://waypoint.example.evil' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['no user verification (a passkey alone must be two factors)', { userVerified: false }],
    ['a registration response type', { type: 'webauthn.create' }],
    ['a challenge the server never issued', { challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' }],
    ['a counter that did not go up (a cloned authenticator)', { signCount: 0 }],
  ])('refuses %s with one answer', async (_rule, overrides) => {
    const { authenticator } = await reviewerWithPasskey();
    await signInWithPasskey(new StaffBrowser(testApp.app), authenticator);
    const browser = new StaffBrowser(testApp.app);
    const answer = await signInWithPasskey(browser, authenticator, overrides);
    expect(codeOf(answer)).toBe('STAFF_SIGN_IN_FAILED');
    expect(codeOf(await browser.query(currentStaffQuery))).toBe('STAFF_SESSION_INVALID');
  });

  it('a passkey nobody added, and a signature by another key, are not recognised', async () => {
    const { authenticator } = await reviewerWithPasskey();
    const stranger = new SoftwareAuthenticator(passkeyTestOrigin);
    expect(codeOf(await signInWithPasskey(new StaffBrowser(testApp.app), stranger))).toBe('STAFF_SIGN_IN_FAILED');
    const browser = new StaffBrowser(testApp.app);
    const forged = JSON.parse(await passkeySignInResponse(browser, stranger)) as { id: string; rawId: string };
    forged.id = authenticator.credentialIdText;
    forged.rawId = authenticator.credentialIdText;
    const answer = await browser.query(passkeySignInMutation, { response: JSON.stringify(forged) });
    expect(codeOf(answer)).toBe('STAFF_SIGN_IN_FAILED');
    expect(codeOf(await browser.query(passkeySignInMutation, { response: '{"not":"a response"}' }))).toBe(
      'STAFF_SIGN_IN_FAILED',
    );
  });

  it('a challenge is good once: the same response replayed is refused', async () => {
    const { authenticator } = await reviewerWithPasskey();
    const first = new StaffBrowser(testApp.app);
    const response = await passkeySignInResponse(first, authenticator);
    expect(codeOf(await first.query(passkeySignInMutation, { response }))).toBe('OK');
    const replay = new StaffBrowser(testApp.app);
    expect(codeOf(await replay.query(passkeySignInMutation, { response }))).toBe('STAFF_SIGN_IN_FAILED');
  });

  it('a challenge is good for 5 minutes', async () => {
    const { authenticator } = await reviewerWithPasskey();
    const browser = new StaffBrowser(testApp.app);
    const response = await passkeySignInResponse(browser, authenticator);
    testApp.clock.advance(challengeLifetimeSeconds * 1000 + 1000);
    expect(codeOf(await browser.query(passkeySignInMutation, { response }))).toBe('STAFF_SIGN_IN_FAILED');
  });

  it('the counter must go up at each sign-in; it is stored', async () => {
    const { authenticator } = await reviewerWithPasskey();
    expect(codeOf(await signInWithPasskey(new StaffBrowser(testApp.app), authenticator, { signCount: 7 }))).toBe('OK');
    expect(codeOf(await signInWithPasskey(new StaffBrowser(testApp.app), authenticator, { signCount: 7 }))).toBe(
      'STAFF_SIGN_IN_FAILED',
    );
    expect(codeOf(await signInWithPasskey(new StaffBrowser(testApp.app), authenticator, { signCount: 5 }))).toBe(
      'STAFF_SIGN_IN_FAILED',
    );
    expect(codeOf(await signInWithPasskey(new StaffBrowser(testApp.app), authenticator, { signCount: 8 }))).toBe('OK');
  });

  it('a disabled account cannot sign in with its passkey; a reset removes the passkeys', async () => {
    const { authenticator } = await reviewerWithPasskey();
    await staffCommand(testApp, ['disable', 'reviewer@bank.example']);
    expect(codeOf(await signInWithPasskey(new StaffBrowser(testApp.app), authenticator))).toBe('STAFF_SIGN_IN_FAILED');
    const failures = await staffAuditEvents(testApp, 'staff.sign_in_failed');
    expect(failures.map((event) => event.after)).toEqual([
      { email: 'reviewer@bank.example', reason: 'account_disabled' },
    ]);
    await staffCommand(testApp, ['reset', 'reviewer@bank.example']);
    const { rows } = await testApp.database.sql.executeSql('select count(*) as n from staff_passkeys', []);
    expect(Number((rows as { n: number | string }[])[0]?.n)).toBe(0);
  });

  it('failures are charged as for a password: a failing address is refused, a clean one gets in (decision 058)', async () => {
    const { authenticator } = await reviewerWithPasskey();
    const failing = new StaffBrowser(testApp.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(codeOf(await signInWithPasskey(failing, authenticator, { userVerified: false }))).toBe(
        'STAFF_SIGN_IN_FAILED',
      );
    }
    expect(codeOf(await signInWithPasskey(failing, authenticator))).toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await signInWithPasskey(new StaffBrowser(testApp.app), authenticator))).toBe('OK');
  });
});
