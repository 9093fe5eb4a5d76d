import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { save, step } from '../modules/application/application-test-kit.js';
import { newMember } from '../modules/referrals/referrals-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * product-rules#draft-fields: `referralName` is the inviting member's first
 * name, set by the server on the new draft from the referral registration
 * recorded (the referrals module answers it through a port wired in app.ts).
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const referralNameQuery = `{ getApplicationCache { referralName } }`;
const referrerQuery = `query Referrer($inviteCode: String!) { getReferrerUser(inviteCode: $inviteCode) }`;

async function referralNameOf(browser: TestBrowser): Promise<unknown> {
  const response = await browser.query<{ getApplicationCache: { referralName: unknown } | null }>(referralNameQuery);
  return response.data?.getApplicationCache?.referralName;
}

async function applicantWithCode(promoCode: string | null): Promise<TestBrowser> {
  const browser = new TestBrowser(testApp.app);
  await newMember(browser, { firstName: 'Jonas', lastName: 'Berg', promoCode });
  await step(browser, {}, 'PreResidency_Question');
  return browser;
}

describe('referralName (product-rules#draft-fields)', () => {
  it("an applicant who signed up with a member's code gets the member's first name, as getReferrerUser shows it", async () => {
    const referrer = await newMember(new TestBrowser(testApp.app), { firstName: 'Maya', lastName: 'Okafor' });
    const shown = await new TestBrowser(testApp.app).query<{ getReferrerUser: string | null }>(referrerQuery, {
      inviteCode: referrer.inviteCode,
    });
    expect(shown.data?.getReferrerUser).toBe('Maya');

    // The code as a person types it from the /i/{code} link: the server normalizes it.
    const browser = await applicantWithCode(` ${referrer.inviteCode.toLowerCase()}`);
    expect(await referralNameOf(browser)).toBe('Maya');
    // Later saves keep it; only the server wrote it.
    await step(browser, { inUS: true, stepName: 'PreResidency_Question' }, 'PreResidency_Question');
    expect(await referralNameOf(browser)).toBe('Maya');
  });

  it.each([
    ['no code', null],
    ["a partner's pre-approved code (nobody referred them)", 'WAYPOINT-PREAPPROVED'],
  ])('%s leaves referralName empty', async (_case, promoCode) => {
    const browser = await applicantWithCode(promoCode);
    expect(await referralNameOf(browser)).toBeNull();
  });

  it.each([
    ['on the first save', true],
    ['on a later save', false],
  ])('the client cannot set referralName %s', async (_case, first) => {
    const browser = new TestBrowser(testApp.app);
    await newMember(browser);
    if (!first) await step(browser, {}, 'PreResidency_Question');
    const response = await save(browser, { referralName: 'Someone Famous' });
    expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toContain('referralName');
    expect(await referralNameOf(browser)).toBe(first ? undefined : null);
  });
});
