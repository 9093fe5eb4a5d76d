import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { cards } from '../modules/cards/cards-tables.js';
import { referrals } from '../modules/referrals/referrals-tables.js';
import { myInviteCodeQuery, myReferralsQuery, newMember } from '../modules/referrals/referrals-test-kit.js';
import { cardStatements } from '../modules/rewards/rewards-tables.js';
import { activateFromUs, approvedWithCard, shipAndDeliver, type Cardholder } from './cards-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import { closeStatement, post } from './rewards-test-kit.js';
import { posted } from './statements-test-kit.js';
import { stepUpAs } from './step-up-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * The Rewards Terms' referral rule (docs/product-rules.md#cash-back, decision
 * 103): "Your account must be open, and not suspended or in default, on the
 * day your friend activates." Each case puts a referrer's card account in a
 * state through the app and the sandbox issuer, then an invited friend
 * activates through activateCard: a referrer in good standing gets the
 * boost; otherwise `referrals.activated_at` stays null, the activation is
 * kept as one without a boost for standing, and myReferrals counts it apart,
 * as an activation outside the 90-day window is.
 */

let app: TestApp;
// A case approves two cardholders and activates their cards: a cold first one takes more than the default 30 s.
const caseTimeoutMs = 120_000;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** A referrer with an open card account, its card active. */
async function activeReferrer(lastName: string): Promise<Cardholder> {
  const holder = await approvedWithCard(app, lastName);
  await shipAndDeliver(app, holder);
  await activateFromUs(holder);
  return holder;
}

/** A friend invited with the referrer's code (as sign-up records it), approved today, their card delivered. */
async function invitedFriend(referrer: { browser: TestBrowser; userId: string }, lastName: string) {
  const code = await referrer.browser.query<{ myInviteCode: { code: string } }>(myInviteCodeQuery);
  const friend = await approvedWithCard(app, lastName);
  await app.database.db.insert(referrals).values({
    referrerUserId: referrer.userId,
    referredUserId: friend.userId,
    code: code.data?.myInviteCode.code ?? '',
  });
  await shipAndDeliver(app, friend);
  return friend;
}

const activatedAtOf = async (friend: Cardholder) =>
  (await app.database.db.select().from(referrals).where(eq(referrals.referredUserId, friend.userId)))[0]?.activatedAt;

async function referralsSummary(browser: TestBrowser) {
  const answer = await browser.query<{
    myReferrals: {
      joined: number;
      activated: number;
      activatedTooLate: number;
      activatedWhileNotInGoodStanding: number;
      cashBackRateBasisPoints: number;
    };
  }>(myReferralsQuery);
  return answer.data?.myReferrals;
}

/** The Eastern calendar day `days` before today. */
const easternDaysAgo = (days: number) => addCalendarDays(creditDateOf(app.clock.now()), -days);

/** Today's Eastern date a year before (February 29 becomes February 28), worked out apart from the rule's code. */
function easternDateAYearAgo(): string {
  const [year, month, date] = creditDateOf(app.clock.now()).split('-').map(Number) as [number, number, number];
  const clamped = month === 2 && date === 29 ? 28 : date;
  return `${year - 1}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

/** A statement with a minimum due, unpaid, as if its due date had been `days` Eastern days ago. */
const pastDue = (days: number) => async (referrer: Cardholder) => {
  await post(referrer, { kind: 'purchase', amountCents: 4_000, description: 'Furniture' });
  const unpaid = await closeStatement(referrer);
  // Sessions do not last for the clock to be moved 61 days: the due date is moved back instead.
  await app.database.db
    .update(cardStatements)
    .set({ dueDate: easternDaysAgo(days) })
    .where(eq(cardStatements.providerStatementId, unpaid.statementId));
};

/** Payments the issuer posted as returned on these Eastern days (17:00 UTC: noon EST, 1 p.m. EDT, the same date). */
const returnedOn = (days: () => string[]) => async (referrer: Cardholder) => {
  for (const day of days()) {
    await posted(app, referrer, {
      kind: 'payment_return',
      amountCents: 2_500,
      paymentId: `pay_${randomUUID()}`,
      returnCode: 'R01',
      postedAt: `${day}T17:00:00.000Z`,
    });
  }
};

async function lockedByThemselves(referrer: Cardholder): Promise<void> {
  const answer = await referrer.applicant.query<{ lockCard: { card: { lockReason: string } } }>(
    `mutation { lockCard { card { lockReason } } }`,
  );
  expect(answer.data?.lockCard.card.lockReason).toBe('cardholder');
}

/** The SSN deadline's lock (its own path: ssn-follow-up-edges.int.test.ts), without moving the clock 60 days. */
async function lockedAtSsnDeadline(referrer: Cardholder): Promise<void> {
  await app.database.db
    .update(cards)
    .set({ status: 'locked', lockReason: 'ssnMissing' })
    .where(eq(cards.id, referrer.card.id));
}

async function closedByThemselves(referrer: Cardholder): Promise<void> {
  await stepUpAs(app, referrer.applicant, referrer.userId);
  const answer = await referrer.applicant.query<{ closeCardAccount: { status: string } }>(
    `mutation { closeCardAccount(confirm: true) { status } }`,
  );
  expect(answer.data?.closeCardAccount.status).toBe('closed');
}

describe("activateCard and the referrer's standing on the day (Rewards Terms; product-rules#cash-back)", () => {
  it.each<[string, string, boolean, (referrer: Cardholder) => Promise<void>]>([
    ['open, up to date, nothing returned', 'Standinggood', true, async () => {}],
    ['with their card locked by themselves', 'Standinglocked', true, lockedByThemselves],
    ['60 days past due', 'Standingsixty', true, pastDue(60)],
    [
      'with two returns, one of them a year ago to the day',
      'Standingyear',
      true,
      returnedOn(() => [easternDateAYearAgo(), easternDaysAgo(30)]),
    ],
    ['whose account is closed', 'Standingclosed', false, closedByThemselves],
    ['with the card locked at the SSN deadline', 'Standingssn', false, lockedAtSsnDeadline],
    ['61 days past due', 'Standingsixtyone', false, pastDue(61)],
    [
      'with two returns within 12 months, one the day after a year ago',
      'Standingreturns',
      false,
      returnedOn(() => [addCalendarDays(easternDateAYearAgo(), 1), easternDaysAgo(30)]),
    ],
  ])(
    'a referrer %s (%s): the boost is recorded: %s',
    async (_case, lastName, earns, putInState) => {
      const referrer = await activeReferrer(lastName);
      await putInState(referrer);
      const friend = await invitedFriend({ browser: referrer.applicant, userId: referrer.userId }, `${lastName}friend`);
      await activateFromUs(friend);
      expect((await activatedAtOf(friend)) instanceof Date).toBe(earns);
      expect(await referralsSummary(referrer.applicant)).toEqual({
        joined: 1,
        activated: earns ? 1 : 0,
        activatedTooLate: 0,
        activatedWhileNotInGoodStanding: earns ? 0 : 1,
        cashBackRateBasisPoints: earns ? 200 : 100,
      });
    },
    caseTimeoutMs,
  );

  it(
    'a referrer who is a member without a card: nothing is recorded',
    async () => {
      const browser = new TestBrowser(app.app);
      const member = await newMember(browser);
      const friend = await invitedFriend({ browser, userId: member.id }, 'Standingnocardfriend');
      await activateFromUs(friend);
      expect(await activatedAtOf(friend)).toBeNull();
      expect(await referralsSummary(browser)).toEqual({
        joined: 1,
        activated: 0,
        activatedTooLate: 0,
        activatedWhileNotInGoodStanding: 1,
        cashBackRateBasisPoints: 100,
      });
    },
    caseTimeoutMs,
  );
});
