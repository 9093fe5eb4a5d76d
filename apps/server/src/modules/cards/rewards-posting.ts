import { and, desc, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { cashBackRateBasisPoints } from '@waypoint/domain/rewards/cash-back';
import { purchaseEarning, refundReversalCents } from '@waypoint/domain/rewards/rewards-ledger';
import type { Db } from '../../db/database.js';
import type { CardsDeps } from './cards-deps.js';
import {
  cardAccounts,
  cardStatements,
  cardTransactions,
  rewardsLedger,
  type CardAccountRow,
  type CardStatementRow,
  type CardTransactionRow,
} from './cards-tables.js';

/*
 * What a posted transaction does to the cash-back ledger (decision 037,
 * docs/product-rules.md#cash-back). Everything here runs inside the webhook's
 * transaction, after account-activity.ts recorded the transaction or the
 * statement, so a repeated delivery (its event id already recorded) posts
 * nothing; the ledger's unique key on (transaction, kind) guards it again.
 *
 * Choices, stated once (docs/sandbox.md "Cards" repeats them):
 * - A purchase that earns 0 cents (over the cycle's cap, or a few cents
 *   floored to 0) writes no ledger row: the ledger holds money that moved.
 *   The purchase's own row still keeps its eligible part, 0 earned and the rate.
 * - A refund reverses against the purchase it names; a refund naming no
 *   purchase of the account reverses nothing.
 * - A statement is paid on time by payments posted after its period ended and
 *   by the end of its due date (UTC) totalling at least its minimum due. A
 *   statement with nothing due (minimum 0) is paid on time only by a payment
 *   in that window: redemption needs payments, not empty statements.
 */

export type RewardsPostingDeps = Pick<CardsDeps, 'referrals'>;

/** The account's row lock: postings and redemptions of one account run one at a time. */
export async function lockCardAccount(tx: Db, accountId: number): Promise<CardAccountRow | null> {
  const [row] = await tx.select().from(cardAccounts).where(eq(cardAccounts.id, accountId)).for('update');
  return row ?? null;
}

/** When the billing cycle holding `at` began: the last statement's end before it, or the account's opening. */
export async function cycleStartOf(db: Db, account: CardAccountRow, at: Date): Promise<Date | null> {
  const [last] = await db
    .select({ periodEnd: cardStatements.periodEnd })
    .from(cardStatements)
    .where(and(eq(cardStatements.accountId, account.id), lte(cardStatements.periodEnd, at)))
    .orderBy(desc(cardStatements.periodEnd))
    .limit(1);
  return last?.periodEnd ?? null;
}

/** Purchases counted as eligible in the cycle that began at `cycleStart` (null: since the opening). */
export async function cycleEligibleCents(
  db: Db,
  accountId: number,
  cycleStart: Date | null,
  except?: number,
): Promise<number> {
  const conditions = [eq(cardTransactions.accountId, accountId), eq(cardTransactions.kind, 'purchase')];
  if (cycleStart) conditions.push(gt(cardTransactions.postedAt, cycleStart));
  if (except !== undefined) conditions.push(ne(cardTransactions.id, except));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cardTransactions.eligibleCents}), 0)::int` })
    .from(cardTransactions)
    .where(and(...conditions));
  return row?.total ?? 0;
}

async function postPurchase(tx: Db, deps: RewardsPostingDeps, account: CardAccountRow, purchase: CardTransactionRow) {
  const rateBasisPoints = cashBackRateBasisPoints(
    await deps.referrals.activationsOf(tx, account.userId),
    purchase.postedAt,
  );
  const cycleStart = await cycleStartOf(tx, account, purchase.postedAt);
  const eligibleSoFarCents = await cycleEligibleCents(tx, account.id, cycleStart, purchase.id);
  const earning = purchaseEarning({
    amountCents: purchase.amountCents,
    eligibleSoFarCents,
    creditLimitCents: account.creditLimitCents,
    rateBasisPoints,
  });
  await tx
    .update(cardTransactions)
    .set({ eligibleCents: earning.eligibleCents, earnedCents: earning.earnedCents, rateBasisPoints })
    .where(eq(cardTransactions.id, purchase.id));
  if (earning.earnedCents > 0) {
    await tx
      .insert(rewardsLedger)
      .values({ accountId: account.id, kind: 'earning', amountCents: earning.earnedCents, transactionId: purchase.id })
      .onConflictDoNothing();
  }
}

async function postRefund(tx: Db, account: CardAccountRow, refund: CardTransactionRow) {
  if (!refund.refundsTransactionId) return;
  const [purchase] = await tx
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.accountId, account.id),
        eq(cardTransactions.kind, 'purchase'),
        eq(cardTransactions.providerTransactionId, refund.refundsTransactionId),
      ),
    );
  if (!purchase) return;
  // What earlier refunds of the same purchase already took back (negative rows).
  const [reversed] = await tx
    .select({ total: sql<number>`coalesce(-sum(${rewardsLedger.amountCents}), 0)::int` })
    .from(rewardsLedger)
    .innerJoin(cardTransactions, eq(rewardsLedger.transactionId, cardTransactions.id))
    .where(
      and(
        eq(rewardsLedger.kind, 'reversal'),
        eq(cardTransactions.accountId, account.id),
        eq(cardTransactions.refundsTransactionId, purchase.providerTransactionId),
      ),
    );
  const reversal = refundReversalCents({
    purchaseAmountCents: purchase.amountCents,
    purchaseEarnedCents: purchase.earnedCents,
    refundCents: refund.amountCents,
    alreadyReversedCents: reversed?.total ?? 0,
  });
  if (reversal > 0) {
    await tx
      .insert(rewardsLedger)
      .values({ accountId: account.id, kind: 'reversal', amountCents: -reversal, transactionId: refund.id })
      .onConflictDoNothing();
  }
}

/** The instant a due date (a UTC calendar day) ends. */
function endOfDueDate(dueDate: string): Date {
  return new Date(new Date(`${dueDate}T00:00:00.000Z`).getTime() + 86_400_000);
}

/**
 * Marks the account's statements that payments now pay on time. Run after a
 * payment posts and after a statement closes (a payment may arrive first).
 */
export async function settleStatementsPaidOnTime(tx: Db, accountId: number, now: Date): Promise<void> {
  const open: CardStatementRow[] = await tx
    .select()
    .from(cardStatements)
    .where(and(eq(cardStatements.accountId, accountId), isNull(cardStatements.paidOnTimeAt)));
  for (const statement of open) {
    const [paid] = await tx
      .select({ total: sql<number>`coalesce(sum(${cardTransactions.amountCents}), 0)::int` })
      .from(cardTransactions)
      .where(
        and(
          eq(cardTransactions.accountId, accountId),
          eq(cardTransactions.kind, 'payment'),
          gt(cardTransactions.postedAt, statement.periodEnd),
          lt(cardTransactions.postedAt, endOfDueDate(statement.dueDate)),
        ),
      );
    const total = paid?.total ?? 0;
    if (total > 0 && total >= statement.minimumDueCents) {
      await tx.update(cardStatements).set({ paidOnTimeAt: now }).where(eq(cardStatements.id, statement.id));
    }
  }
}

/**
 * The ledger's part of a `transaction.posted` event, for the transaction
 * account-activity.ts has just recorded. Takes the account's row lock, so
 * two deliveries for one account compute the cycle's sum one after the other.
 */
export async function postTransactionRewards(
  tx: Db,
  deps: RewardsPostingDeps,
  accountId: number,
  transactionId: number,
  now: Date,
): Promise<void> {
  const account = await lockCardAccount(tx, accountId);
  if (!account) return;
  const [transaction] = await tx.select().from(cardTransactions).where(eq(cardTransactions.id, transactionId));
  if (!transaction) return;
  if (transaction.kind === 'purchase') await postPurchase(tx, deps, account, transaction);
  else if (transaction.kind === 'refund') await postRefund(tx, account, transaction);
  else if (transaction.kind === 'payment') await settleStatementsPaidOnTime(tx, account.id, now);
}

/** The ledger's part of a `statement.closed` event: payments already posted may pay it on time. */
export async function postStatementRewards(tx: Db, accountId: number, now: Date): Promise<void> {
  const account = await lockCardAccount(tx, accountId);
  if (!account) return;
  await settleStatementsPaidOnTime(tx, account.id, now);
}
