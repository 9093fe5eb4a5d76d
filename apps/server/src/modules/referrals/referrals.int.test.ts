import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteCodeMessages } from '@waypoint/domain/referrals/invite-codes';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  myInviteCodeQuery,
  myReferralsQuery,
  newMember,
  referrerQuery,
  validateMutation,
} from './referrals-test-kit.js';

let testApp: TestApp;
let maya: Awaited<ReturnType<typeof newMember>>;
beforeAll(async () => {
  testApp = await createTestApp();
  maya = await newMember(new TestBrowser(testApp.app), { middleName: 'Ada' });
});
afterAll(async () => {
  await testApp.close();
});

const referrer = (browser: TestBrowser, inviteCode: unknown) =>
  browser.query<{ getReferrerUser: string | null }>(referrerQuery, { inviteCode });
const validate = (browser: TestBrowser, inviteCode: unknown) =>
  browser.query<{ validatePreApprovedCode: boolean }>(validateMutation, { inviteCode });

describe('getReferrerUser', () => {
  it("answers the member's first name, whatever the case and spaces of the code", async () => {
    const browser = new TestBrowser(testApp.app);
    expect((await referrer(browser, maya.inviteCode)).data).toEqual({ getReferrerUser: 'Maya' });
    expect((await referrer(browser, ` ${maya.inviteCode.toLowerCase()} `)).data).toEqual({ getReferrerUser: 'Maya' });
  });

  it('never tells more than the first name', async () => {
    const response = await new TestBrowser(testApp.app).send({
      method: 'POST',
      url: '/api/v1/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: referrerQuery, variables: { inviteCode: maya.inviteCode } }),
    });
    expect(response.body).not.toMatch(/Okafor|Ada|@example\.com/);
    expect(response.body).not.toContain(maya.id);
  });

  it('answers null for an unknown code and for a pre-approved code (no person behind it)', async () => {
    const browser = new TestBrowser(testApp.app);
    expect((await referrer(browser, 'ZZZZ2222')).data).toEqual({ getReferrerUser: null });
    expect((await referrer(browser, 'WAYPOINT-PREAPPROVED')).data).toEqual({ getReferrerUser: null });
  });

  it.each([
    ['empty', '', inviteCodeMessages.required],
    ['other characters', "ABC' OR 1=1", inviteCodeMessages.format],
    ['too long', 'A'.repeat(33), 'Too long'],
  ])('refuses a code that is %s with BAD_USER_INPUT', async (_case, inviteCode, message) => {
    const response = await referrer(new TestBrowser(testApp.app), inviteCode);
    expect(response.errors?.[0]).toMatchObject({
      message: `inviteCode: ${message}`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a missing or non-string argument as a bad request, not a server failure', async () => {
    const browser = new TestBrowser(testApp.app);
    const missing = await browser.query(`query { getReferrerUser }`);
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const notString = await referrer(browser, 12345678);
    expect(notString.status).toBe(400);
    expect(notString.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('stops guessing: 30 code lookups per 15 minutes from one network, shared with validatePreApprovedCode', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect((await referrer(browser, `GUESS${attempt}`)).errors).toBeUndefined();
      expect((await validate(browser, `GUESS${attempt}`)).errors).toBeUndefined();
    }
    const refused = await referrer(browser, maya.inviteCode);
    // getReferrerUser is nullable, so the refusal is a partial answer (GraphQL over HTTP: 200), the name withheld.
    expect(refused.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.data?.getReferrerUser ?? null).toBeNull();
    expect((await validate(browser, maya.inviteCode)).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    // Another network is not affected.
    expect((await referrer(new TestBrowser(testApp.app), maya.inviteCode)).data?.getReferrerUser).toBe('Maya');
  });
});

describe('validatePreApprovedCode', () => {
  it.each([
    ["a member's invitation code", () => maya.inviteCode, true],
    ['the sandbox pre-approved code', () => 'WAYPOINT-PREAPPROVED', true],
    ['a pre-approved code in lower case', () => 'relocate-2027', true],
    ['an unknown code', () => 'NOPE-NOPE', false],
  ])('%s: %s', async (_case, code, expected) => {
    expect((await validate(new TestBrowser(testApp.app), code())).data).toEqual({ validatePreApprovedCode: expected });
  });

  it('refuses a malformed code with BAD_USER_INPUT', async () => {
    const response = await validate(new TestBrowser(testApp.app), '<script>');
    expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe("a member's own code", () => {
  it('myInviteCode answers the code registration gave, the same every time, and its link', async () => {
    const browser = new TestBrowser(testApp.app);
    const member = await newMember(browser);
    const first = await browser.query<{ myInviteCode: { code: string; link: string } }>(myInviteCodeQuery);
    expect(first.data?.myInviteCode.code).toBe(member.inviteCode);
    expect(first.data?.myInviteCode.link).toMatch(new RegExp(`^https?://[^/]+/i/${member.inviteCode}$`));
    const again = await browser.query<{ myInviteCode: { code: string } }>(myInviteCodeQuery);
    expect(again.data?.myInviteCode.code).toBe(member.inviteCode);
  });

  it.each([
    ['myInviteCode', myInviteCodeQuery],
    ['myReferrals', myReferralsQuery],
  ])('%s needs a session', async (_operation, query) => {
    const response = await new TestBrowser(testApp.app).query(query);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
  });
});
