import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAccounts, sandboxIssuerAccounts } from '../modules/cards/cards-tables.js';
import { cardStatements, cardTransactions } from '../modules/rewards/rewards-tables.js';
import { approvedWithCard, deliverWebhook, type Cardholder } from './cards-test-kit.js';
import { closeStatement, ledgerOf, post, rewardsOf } from './rewards-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// The Rewards Terms: "In each billing cycle, eligible purchases earn cash back up to the amount of
// your credit limit. We use your credit limit on the last day of the billing cycle."
// (docs/product-rules.md#cash-back, decision 104), through the sandbox issuer.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** The limit changed mid-cycle, as an approved change sets it: at the issuer and in our mirror. */
async function limitBecomes(holder: Cardholder, creditLimitCents: number) {
  await app.database.db
    .update(sandboxIssuerAccounts)
    .set({ creditLimitCents })
    .where(eq(sandboxIssuerAccounts.accountId, holder.account.providerAccountId));
  await app.database.db.update(cardAccounts).set({ creditLimitCents }).where(eq(cardAccounts.id, holder.account.id));
}

async function purchaseRow(transactionId: string) {
  const [row] = await app.database.db
    .select({ eligibleCents: cardTransactions.eligibleCents, earnedCents: cardTransactions.earnedCents })
    .from(cardTransactions)
    .where(eq(cardTransactions.providerTransactionId, transactionId));
  return row;
}

const adjustments = async (holder: Cardholder) =>
  (await ledgerOf(app, holder)).filter((row) => row.kind === 'adjustment').map((row) => row.amountCents);

const statementsEarned = async (holder: Cardholder) => {
  const answer = await holder.applicant.query<{ myStatements: { cashBackEarnedCents: number }[] }>(
    'query { myStatements { cashBackEarnedCents } }',
  );
  return answer.data?.myStatements.map((statement) => statement.cashBackEarnedCents);
};

describe("the cycle's cap is the credit limit on its last day", () => {
  it('raised mid-cycle: the purchase that went over the old limit earns in full once the cycle closes', async () => {
    const holder = await approvedWithCard(app, 'Limitraised', 1000);
    await post(holder, { kind: 'purchase', amountCents: 60_000, description: 'Sofa' });
    const second = await post(holder, { kind: 'purchase', amountCents: 50_000, description: 'Flights' });
    expect(await purchaseRow(second.transactionId)).toEqual({ eligibleCents: 40_000, earnedCents: 400 });
    expect((await rewardsOf(holder)).balanceCents).toBe(1_000);

    await limitBecomes(holder, 200_000);
    const statement = await closeStatement(holder);
    expect(await purchaseRow(second.transactionId)).toEqual({ eligibleCents: 50_000, earnedCents: 500 });
    expect(await adjustments(holder)).toEqual([100]);
    const rewards = await rewardsOf(holder);
    expect(rewards.balanceCents).toBe(1_100);
    expect(rewards.recent[0]).toMatchObject({
      kind: 'adjustment',
      amountCents: 100,
      description: "Adjusted to the cycle's credit limit: Flights",
    });
    expect(await statementsEarned(holder)).toEqual([1_100]);
    const [stored] = await app.database.db
      .select({ creditLimitCents: cardStatements.creditLimitCents })
      .from(cardStatements)
      .where(eq(cardStatements.providerStatementId, statement.statementId));
    expect(stored?.creditLimitCents).toBe(200_000);

    // A refund after the close reverses its share of what the purchase earns now.
    await post(holder, {
      kind: 'refund',
      amountCents: 25_000,
      description: 'Flights refund',
      refundsTransactionId: second.transactionId,
    });
    expect((await rewardsOf(holder)).balanceCents).toBe(1_100 - 250);
  });

  it('lowered mid-cycle: earning stops at the lower limit, a refund before the close counted against it', async () => {
    const holder = await approvedWithCard(app, 'Limitlowered', 1000);
    const first = await post(holder, { kind: 'purchase', amountCents: 60_000, description: 'Laptop' });
    const second = await post(holder, { kind: 'purchase', amountCents: 30_000, description: 'Desk' });
    await post(holder, {
      kind: 'refund',
      amountCents: 30_000,
      description: 'Laptop part refund',
      refundsTransactionId: first.transactionId,
    });
    expect((await rewardsOf(holder)).balanceCents).toBe(600 + 300 - 300);

    await limitBecomes(holder, 50_000);
    await closeStatement(holder);
    // The laptop now earns on $500 (5.00), half of it refunded (2.50); the desk is over the limit.
    expect(await purchaseRow(first.transactionId)).toEqual({ eligibleCents: 50_000, earnedCents: 500 });
    expect(await purchaseRow(second.transactionId)).toEqual({ eligibleCents: 0, earnedCents: 0 });
    expect(await adjustments(holder)).toEqual([-50, -300]);
    expect((await rewardsOf(holder)).balanceCents).toBe(250);

    // The rest of the laptop refunded: what is left of its cash back goes, and no more.
    await post(holder, {
      kind: 'refund',
      amountCents: 30_000,
      description: 'Laptop refund',
      refundsTransactionId: first.transactionId,
    });
    expect((await rewardsOf(holder)).balanceCents).toBe(0);
  });

  it('unchanged: nothing is adjusted, and the next cycle starts again from nothing', async () => {
    const holder = await approvedWithCard(app, 'Limitsame', 1000);
    await post(holder, { kind: 'purchase', amountCents: 120_000, description: 'Rent deposit' });
    await closeStatement(holder);
    expect(await adjustments(holder)).toEqual([]);
    const next = await post(holder, { kind: 'purchase', amountCents: 10_000, description: 'Groceries' });
    expect(await purchaseRow(next.transactionId)).toEqual({ eligibleCents: 10_000, earnedCents: 100 });
    expect((await rewardsOf(holder)).balanceCents).toBe(1_000 + 100);
  });

  it("counts a closed cycle once: the issuer's statement sent again, under a new event, adjusts nothing more", async () => {
    const holder = await approvedWithCard(app, 'Limitresent', 1000);
    await post(holder, { kind: 'purchase', amountCents: 60_000, description: 'Sofa' });
    await post(holder, { kind: 'purchase', amountCents: 50_000, description: 'Flights' });
    await limitBecomes(holder, 200_000);
    const closed = await closeStatement(holder);
    const [stored] = await app.database.db
      .select()
      .from(cardStatements)
      .where(eq(cardStatements.providerStatementId, closed.statementId));
    if (!stored) throw new Error('the statement was not recorded');
    const again = await deliverWebhook(app, {
      id: `evt_resent_${randomUUID()}`,
      type: 'statement.closed',
      createdAt: app.clock.now().toISOString(),
      accountId: holder.account.providerAccountId,
      statement: {
        id: closed.statementId,
        periodStart: stored.periodStart.toISOString(),
        periodEnd: stored.periodEnd.toISOString(),
        dueDate: stored.dueDate,
        balanceCents: stored.balanceCents,
        minimumDueCents: stored.minimumDueCents,
        // Even a different limit in the repeat changes nothing: the cycle was counted at its close.
        creditLimitCents: 50_000,
      },
    });
    expect(again.statusCode).toBeLessThan(300);
    expect(await adjustments(holder)).toEqual([100]);
    expect((await rewardsOf(holder)).balanceCents).toBe(1_100);
  });

  it("counts with the limit we mirror when the issuer's statement does not give one", async () => {
    const holder = await approvedWithCard(app, 'Limitunsaid', 1000);
    const purchase = await post(holder, { kind: 'purchase', amountCents: 150_000, description: 'Car repair' });
    await app.database.db
      .update(cardAccounts)
      .set({ creditLimitCents: 150_000 })
      .where(eq(cardAccounts.id, holder.account.id));
    const at = app.clock.now();
    const delivered = await deliverWebhook(app, {
      id: `evt_unsaid_${randomUUID()}`,
      type: 'statement.closed',
      createdAt: at.toISOString(),
      accountId: holder.account.providerAccountId,
      statement: {
        id: `stmt_unsaid_${randomUUID()}`,
        periodStart: new Date(at.getTime() - 86_400_000).toISOString(),
        periodEnd: at.toISOString(),
        dueDate: '2099-01-01',
        balanceCents: 150_000,
        minimumDueCents: 4_000,
      },
    });
    expect(delivered.statusCode).toBeLessThan(300);
    expect(await purchaseRow(purchase.transactionId)).toEqual({ eligibleCents: 150_000, earnedCents: 1_500 });
    expect(await adjustments(holder)).toEqual([500]);
  });
});
