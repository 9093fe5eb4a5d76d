import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { recordActivation } from '../modules/referrals/referral-activations-repository.js';
import { referrals } from '../modules/referrals/referrals-tables.js';
import { myInviteCodeQuery, myReferralsQuery } from '../modules/referrals/referrals-test-kit.js';
import { activateFromUs, approvedWithCard, shipAndDeliver, type Cardholder } from './cards-test-kit.js';
import type { TestBrowser } from './graphql-client.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * The referral boost's window (docs/product-rules.md#cash-back): a friend's
 * activation earns the referrer a boost only up to day 90 after the approval,
 * counted in Eastern calendar days with the approval's date as day 0. The
 * approval is the approving decision; its time is moved back here, so the
 * activation happens now, through activateCard. The referrer holds an open
 * card account in good standing, which the boost needs as well (decision 103;
 * referrer-standing.int.test.ts), so only the window decides here.
 */

let app: TestApp;
let referrer: TestBrowser;
let referrerId: string;
let inviteCode: string;

beforeAll(async () => {
  app = await createTestApp();
  const inviting = await approvedWithCard(app, 'Windowreferrer');
  referrer = inviting.applicant;
  referrerId = inviting.userId;
  const code = await referrer.query<{ myInviteCode: { code: string } }>(myInviteCodeQuery);
  inviteCode = code.data?.myInviteCode.code ?? '';
  expect(inviteCode).not.toBe('');
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** An invited cardholder whose approval was `daysAgo` Eastern calendar days before today (at noon Eastern). */
async function invitedCardholder(lastName: string, daysAgo: number): Promise<Cardholder> {
  const holder = await approvedWithCard(app, lastName);
  await app.database.db
    .insert(referrals)
    .values({ referrerUserId: referrerId, referredUserId: holder.userId, code: inviteCode });
  const approvalDay = addCalendarDays(creditDateOf(app.clock.now()), -daysAgo);
  // 17:00 UTC is noon EST or 1 p.m. EDT: the same Eastern date either way.
  await app.database.sql.executeSql(
    `UPDATE application_decisions SET created_at = $1 WHERE application_id = $2 AND outcome = 'approve'`,
    [`${approvalDay}T17:00:00Z`, holder.applicationId],
  );
  await shipAndDeliver(app, holder);
  return holder;
}

const referralOf = async (holder: Cardholder) =>
  (await app.database.db.select().from(referrals).where(eq(referrals.referredUserId, holder.userId)))[0];

describe('activateCard and the referral boost: within 90 days of approval (product-rules#cash-back)', () => {
  it.each([
    ['approved today (day 0)', 'Windowzero', 0, true],
    ['approved 90 days ago (day 90)', 'Windowninety', 90, true],
    ['approved 91 days ago (day 91)', 'Windowlate', 91, false],
  ])('a friend %s: the activation earns the boost: %s', async (_case, lastName, daysAgo, earns) => {
    const holder = await invitedCardholder(lastName, daysAgo);
    await activateFromUs(holder);
    const referral = await referralOf(holder);
    expect(referral?.activatedAt !== null && referral?.activatedAt !== undefined).toBe(earns);
    // A late activation is kept with its reason, for the referrer's page.
    expect(referral?.noBoostReason ?? null).toBe(earns ? null : 'tooLate');
    expect(referral?.activatedWithoutBoostAt instanceof Date).toBe(!earns);
  });

  it("the referrer's rate counts the two activations inside the window, not the late one, which is told apart", async () => {
    const summary = await referrer.query<{ myReferrals: Record<string, number> }>(myReferralsQuery);
    expect(summary.data?.myReferrals).toEqual({
      joined: 3,
      activated: 2,
      activatedTooLate: 1,
      activatedWhileNotInGoodStanding: 0,
      cashBackRateBasisPoints: 300,
    });
  });
});

describe('an activation is recorded once, for good', () => {
  it.each([
    ['refused a boost for standing', false, { activatedAt: null, noBoostReason: 'referrerStanding' }],
    ['that started a boost', true, { noBoostReason: null, activatedWithoutBoostAt: null }],
  ] as const)(
    'an activation %s: a later card’s activation (a replacement) changes nothing',
    async (_case, firstInGoodStanding, expected) => {
      const holder = await invitedCardholder(`Windowagain${firstInGoodStanding ? 'good' : 'refused'}`, 0);
      const approvedAt = app.clock.now();
      const first = new Date(approvedAt.getTime() + 60_000);
      await recordActivation(app.database.db, holder.userId, {
        activatedAt: first,
        approvedAt,
        referrerInGoodStanding: () => Promise.resolve(firstInGoodStanding),
      });
      await recordActivation(app.database.db, holder.userId, {
        activatedAt: new Date(first.getTime() + 86_400_000),
        approvedAt,
        referrerInGoodStanding: () => Promise.resolve(!firstInGoodStanding),
      });
      const referral = await referralOf(holder);
      expect(referral).toMatchObject(expected);
      expect(referral?.[firstInGoodStanding ? 'activatedAt' : 'activatedWithoutBoostAt']).toEqual(first);
    },
  );
});
