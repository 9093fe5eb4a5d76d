import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardStatements, cardTransactions, rewardsLedger } from '../modules/rewards/rewards-tables.js';
import { approvedWithCard, deliverWebhook, type Cardholder } from './cards-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import {
  activatedReferrals,
  closeStatement,
  codeOf,
  ledgerOf,
  myRewardsQuery,
  onTimeStatement,
  post,
  redeem,
  rewardsOf,
} from './rewards-test-kit.js';
import { registerUser } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

// The cash-back ledger (docs/product-rules.md#cash-back, decision 037): what posted
// purchases, refunds and payments do to it, what the cardholder sees, and redemption.

const DAY = 86_400_000;
let app: TestApp;
let made = 0;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
});

/** A cardholder with a $2,500 limit: the cycle's cap is 250,000 cents. */
async function cardholder(): Promise<Cardholder> {
  made += 1;
  // Names are letters only: the count goes in as letters.
  return approvedWithCard(app, `Rewards${'abcdefghijklmnopqrstuvwxyz'[made % 26]}`, 2500);
}

describe('earning', () => {
  it('a purchase earns 1% with no boosts, stored on the transaction and as an earning row', async () => {
    const holder = await cardholder();
    const { transactionId } = await post(holder, { kind: 'purchase', amountCents: 12_345, description: 'Coffee' });
    const [row] = await app.database.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.providerTransactionId, transactionId));
    expect(transactionId).toMatch(/^sbx_txn_[0-9a-f-]{36}$/);
    expect(row).toMatchObject({ eligibleCents: 12_345, earnedCents: 123, rateBasisPoints: 100 });
    const rewards = await rewardsOf(holder);
    expect(rewards).toMatchObject({ rateBasisPoints: 100, boosts: [], capped: false, balanceCents: 123 });
    expect(rewards.recent).toEqual([
      expect.objectContaining({ kind: 'earning', amountCents: 123, description: 'Purchase: Coffee' }),
    ]);
  });

  it('two activated referrals make it 3%, each boost with its end date', async () => {
    const holder = await cardholder();
    await activatedReferrals(app, holder, 2, 10);
    await post(holder, { kind: 'purchase', amountCents: 10_000 });
    const rewards = await rewardsOf(holder);
    expect(rewards).toMatchObject({ rateBasisPoints: 300, balanceCents: 300 });
    expect(rewards.boosts).toHaveLength(2);
    const endsAt = new Date(rewards.boosts[0]?.endsAt ?? '');
    const activatedAt = new Date(rewards.boosts[0]?.activatedAt ?? '');
    expect(endsAt.getUTCFullYear() - activatedAt.getUTCFullYear()).toBe(1);
  });

  it('a referral activated more than 12 months before the purchase adds nothing; seven are capped at 6%', async () => {
    const old = await cardholder();
    await activatedReferrals(app, old, 1, 400);
    await post(old, { kind: 'purchase', amountCents: 10_000 });
    expect(await rewardsOf(old)).toMatchObject({ rateBasisPoints: 100, balanceCents: 100, boosts: [] });

    const many = await cardholder();
    await activatedReferrals(app, many, 7, 5);
    await post(many, { kind: 'purchase', amountCents: 10_000 });
    expect(await rewardsOf(many)).toMatchObject({ rateBasisPoints: 600, balanceCents: 600, capped: true });
  });

  it('caps eligible purchases at the credit limit across the cycle, then a statement opens a new cycle', async () => {
    const holder = await cardholder();
    await post(holder, { kind: 'purchase', amountCents: 200_000, description: 'Rent' });
    await post(holder, { kind: 'purchase', amountCents: 100_000, description: 'Flights' });
    await post(holder, { kind: 'purchase', amountCents: 10_000, description: 'Over the cap' });
    const eligible = await app.database.db
      .select({ eligible: cardTransactions.eligibleCents, earned: cardTransactions.earnedCents })
      .from(cardTransactions)
      .where(eq(cardTransactions.accountId, holder.account.id))
      .orderBy(cardTransactions.id);
    expect(eligible).toEqual([
      { eligible: 200_000, earned: 2_000 },
      { eligible: 50_000, earned: 500 },
      { eligible: 0, earned: 0 },
    ]);
    // A purchase earning nothing writes no ledger row: the rows are money that moved.
    expect((await ledgerOf(app, holder)).map((row) => row.amountCents)).toEqual([2_000, 500]);
    expect(await rewardsOf(holder)).toMatchObject({ cycleEligibleCents: 250_000, cycleCapCents: 250_000 });

    await closeStatement(holder);
    app.clock.advance(60_000);
    await post(holder, { kind: 'purchase', amountCents: 10_000, description: 'Next cycle' });
    expect(await rewardsOf(holder)).toMatchObject({ cycleEligibleCents: 10_000, balanceCents: 2_600 });
  });

  it('two purchases posted at once for one account share the cap (the account row lock)', async () => {
    const holder = await cardholder();
    await Promise.all([
      post(holder, { kind: 'purchase', amountCents: 200_000 }),
      post(holder, { kind: 'purchase', amountCents: 200_000 }),
    ]);
    expect(await rewardsOf(holder)).toMatchObject({ cycleEligibleCents: 250_000, balanceCents: 2_500 });
  });
});

describe('refunds', () => {
  it('reverse the refunded share of what the purchase earned, never more than it earned', async () => {
    const holder = await cardholder();
    const purchase = await post(holder, { kind: 'purchase', amountCents: 10_000, description: 'Shoes' });
    await post(holder, { kind: 'refund', amountCents: 5_000, refundsTransactionId: purchase.transactionId });
    await post(holder, { kind: 'refund', amountCents: 5_000, refundsTransactionId: purchase.transactionId });
    await post(holder, { kind: 'refund', amountCents: 5_000, refundsTransactionId: purchase.transactionId });
    expect((await ledgerOf(app, holder)).map((row) => [row.kind, row.amountCents])).toEqual([
      ['earning', 100],
      ['reversal', -50],
      ['reversal', -50],
    ]);
    const rewards = await rewardsOf(holder);
    expect(rewards.balanceCents).toBe(0);
    expect(rewards.recent[0]?.description).toBe('Refund');
  });

  it('a refund naming no purchase of the account reverses nothing', async () => {
    const holder = await cardholder();
    await post(holder, { kind: 'purchase', amountCents: 10_000 });
    await post(holder, { kind: 'refund', amountCents: 10_000, refundsTransactionId: 'sbx_txn_unknown' });
    expect((await rewardsOf(holder)).balanceCents).toBe(100);
  });
});

describe('on-time payments', () => {
  it('counts a statement paid its minimum by the due date, not one paid late or short', async () => {
    const holder = await cardholder();
    await onTimeStatement(app, holder);
    expect((await rewardsOf(holder)).onTimePayments).toBe(1);

    // Late: the issuer's statement was due two UTC days ago. A due date ends at 11:59 p.m. Eastern,
    // so "yesterday" in UTC is still today in New York between midnight UTC and 5 a.m. UTC.
    const now = app.clock.now();
    const delivered = await deliverWebhook(app, {
      id: `evt_${randomUUID()}`,
      type: 'statement.closed',
      createdAt: now.toISOString(),
      accountId: holder.account.providerAccountId,
      statement: {
        id: `stmt_${randomUUID()}`,
        periodStart: new Date(now.getTime() - 30 * DAY).toISOString(),
        periodEnd: new Date(now.getTime() - 3 * DAY).toISOString(),
        dueDate: new Date(now.getTime() - 2 * DAY).toISOString().slice(0, 10),
        balanceCents: 5_000,
        minimumDueCents: 2_500,
      },
    });
    expect(delivered.statusCode).toBe(200);
    await post(holder, { kind: 'payment', amountCents: 5_000 });
    expect((await rewardsOf(holder)).onTimePayments).toBe(1);

    // Short: less than the minimum by the due date.
    await post(holder, { kind: 'purchase', amountCents: 300_000 });
    const short = await closeStatement(holder, 10);
    expect(short.minimumDueCents).toBe(Math.ceil(short.balanceCents / 100));
    app.clock.advance(60_000);
    await post(holder, { kind: 'payment', amountCents: short.minimumDueCents - 1 });
    expect((await rewardsOf(holder)).onTimePayments).toBe(1);
    // The last cent by the due date makes it on time.
    await post(holder, { kind: 'payment', amountCents: 1 });
    expect((await rewardsOf(holder)).onTimePayments).toBe(2);
  });

  it('a payment posted before the statement is closed does not pay it; nothing due is not a payment', async () => {
    const holder = await cardholder();
    await post(holder, { kind: 'purchase', amountCents: 5_000 });
    await post(holder, { kind: 'payment', amountCents: 5_000 });
    app.clock.advance(60_000);
    const empty = await closeStatement(holder);
    expect(empty).toMatchObject({ balanceCents: 0, minimumDueCents: 0 });
    expect((await rewardsOf(holder)).onTimePayments).toBe(0);
  });

  it('the statement shows the new balance (the unpaid previous one carried) and the larger of $25 and 1% as the minimum', async () => {
    const holder = await cardholder();
    await post(holder, { kind: 'purchase', amountCents: 1_000 });
    expect(await closeStatement(holder)).toMatchObject({ balanceCents: 1_000, minimumDueCents: 1_000 });
    app.clock.advance(60_000);
    await post(holder, { kind: 'purchase', amountCents: 10_000 });
    // The issuer is the ledger (decision 078): the first statement's $10, not yet due, is carried into the new balance.
    expect(await closeStatement(holder)).toMatchObject({ balanceCents: 11_000, minimumDueCents: 2_500 });
    const [stored] = await app.database.db
      .select({ start: cardStatements.periodStart })
      .from(cardStatements)
      .where(eq(cardStatements.accountId, holder.account.id))
      .orderBy(sql`${cardStatements.periodEnd} desc`)
      .limit(1);
    expect(stored?.start.getTime()).toBeGreaterThan(holder.account.createdAt.getTime());
  });
});

describe('redemption', () => {
  it('is refused before 3 on-time payments with the count, then pays the balance once as a statement credit', async () => {
    const holder = await cardholder();
    const credit = vi.spyOn(app.cards.issuer, 'creditAccount');
    await onTimeStatement(app, holder);
    await onTimeStatement(app, holder);
    const early = await redeem(holder, `early-${randomUUID()}`);
    expect(codeOf(early)).toBe('REDEMPTION_NOT_YET');
    expect(early.errors?.[0]?.message).toBe(
      'You can redeem cash back after 3 on-time payments. You have made 2 so far.',
    );
    expect((await rewardsOf(holder)).canRedeem).toBe(false);

    await onTimeStatement(app, holder);
    const before = await rewardsOf(holder);
    expect(before).toMatchObject({ onTimePayments: 3, onTimePaymentsNeeded: 3, canRedeem: true, balanceCents: 150 });
    const requestId = `redeem-${randomUUID()}`;
    const paid = await redeem(holder, requestId);
    expect(paid.data?.redeemCashBack).toMatchObject({ balanceCents: 0, canRedeem: false });
    expect(paid.data?.redeemCashBack.recent[0]).toMatchObject({
      kind: 'redemption',
      amountCents: -150,
      description: 'Statement credit',
    });
    // The statement credit is a job queued with the redemption row: asked of the issuer when jobs run.
    expect(credit).not.toHaveBeenCalled();
    await app.jobs.drain();
    expect(credit).toHaveBeenCalledWith(
      expect.objectContaining({
        accountId: holder.account.providerAccountId,
        amountCents: 150,
        idempotencyKey: requestId,
      }),
    );

    // The same request again: answered as it is, no second row, the issuer asked under the same key.
    const again = await redeem(holder, requestId);
    await app.jobs.drain();
    expect(again.errors).toBeUndefined();
    expect(again.data?.redeemCashBack.balanceCents).toBe(0);
    expect((await ledgerOf(app, holder)).filter((row) => row.kind === 'redemption')).toHaveLength(1);
    const keys = credit.mock.calls
      .map(([request]) => request)
      .filter((request) => request.accountId === holder.account.providerAccountId)
      .map((request) => request.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([requestId]));

    const nothing = await redeem(holder, `again-${randomUUID()}`);
    expect(codeOf(nothing)).toBe('NOTHING_TO_REDEEM');
  });

  it('two tabs redeeming the whole balance at once pay once', async () => {
    const holder = await cardholder();
    for (let index = 0; index < 3; index += 1) await onTimeStatement(app, holder);
    const answers = await Promise.all([
      redeem(holder, `tab-one-${randomUUID()}`),
      redeem(holder, `tab-two-${randomUUID()}`),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.map(codeOf).filter(Boolean)).toEqual(['NOTHING_TO_REDEEM']);
    const redemptions = (await ledgerOf(app, holder)).filter((row) => row.kind === 'redemption');
    expect(redemptions.map((row) => row.amountCents)).toEqual([-150]);
    expect((await rewardsOf(holder)).balanceCents).toBe(0);
  });

  it('refuses an amount above the balance, and bad input naming the field', async () => {
    const holder = await cardholder();
    for (let index = 0; index < 3; index += 1) await onTimeStatement(app, holder);
    expect(codeOf(await redeem(holder, `toomuch-${randomUUID()}`, 151))).toBe('AMOUNT_TOO_HIGH');
    const part = await redeem(holder, `part-${randomUUID()}`, 50);
    expect(part.data?.redeemCashBack.balanceCents).toBe(100);
    for (const requestId of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const refused = await redeem(holder, requestId);
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toMatch(/^requestId: /);
    }
    const zero = await redeem(holder, `zero-${randomUUID()}`, 0);
    expect(zero.errors?.[0]?.message).toMatch(/^amountCents: /);
  });
});

describe('the ledger and its webhooks', () => {
  it('a repeated delivery of one event posts once', async () => {
    const holder = await cardholder();
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'transaction.posted',
      createdAt: app.clock.now().toISOString(),
      accountId: holder.account.providerAccountId,
      transaction: {
        id: `txn_${randomUUID()}`,
        kind: 'purchase',
        amountCents: 10_000,
        description: 'Once',
        postedAt: app.clock.now().toISOString(),
      },
    };
    const first = await deliverWebhook(app, event);
    const second = await deliverWebhook(app, event);
    expect([first.json(), second.json()]).toEqual([
      { received: true, duplicate: false },
      { received: true, duplicate: true },
    ]);
    // A different event id for the same transaction: the transaction's unique key stops it.
    await deliverWebhook(app, { ...event, id: `evt_${randomUUID()}` });
    expect((await ledgerOf(app, holder)).map((row) => row.amountCents)).toEqual([100]);
  });

  it('is append-only: an update or a delete of a row fails', async () => {
    const holder = await cardholder();
    await post(holder, { kind: 'purchase', amountCents: 10_000 });
    const [row] = await ledgerOf(app, holder);
    await expect(
      app.database.db
        .update(rewardsLedger)
        .set({ amountCents: 1_000_000 })
        .where(eq(rewardsLedger.id, row?.id ?? 0)),
    ).rejects.toThrow();
    await expect(app.database.db.delete(rewardsLedger).where(eq(rewardsLedger.id, row?.id ?? 0))).rejects.toThrow();
    expect((await rewardsOf(holder)).balanceCents).toBe(100);
  });
});

describe('the sandbox control routes', () => {
  it('need a session, a card account and a well-formed body', async () => {
    const anonymous = await app.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/card-issuer/transactions',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'purchase', amountCents: 100 }),
    });
    expect(anonymous.statusCode).toBe(401);

    const member = new TestBrowser(app.app);
    await registerUser(member, { email: `no-card-${randomUUID()}@example.com` });
    const noAccount = await member.send({
      method: 'POST',
      url: '/api/v1/sandbox/card-issuer/statements',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({}),
    });
    expect(noAccount.statusCode).toBe(404);
    expect((await member.query<{ myRewards: null }>(myRewardsQuery)).data).toEqual({ myRewards: null });

    const holder = await cardholder();
    const bad = await holder.applicant.send({
      method: 'POST',
      url: '/api/v1/sandbox/card-issuer/transactions',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'gift', amountCents: -1 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(await rewardsOf(holder)).toMatchObject({ balanceCents: 0, recent: [] });
  });
});
