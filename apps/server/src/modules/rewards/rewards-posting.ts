import { cashBackRateBasisPoints } from '@waypoint/domain/rewards/cash-back';
import { purchaseEarning, refundReversalCents } from '@waypoint/domain/rewards/rewards-ledger';
import type { Db } from '../../db/database.js';
import type { RewardsAccount, RewardsDeps } from './rewards-deps.js';
import {
  cycleEligibleCents,
  insertLedgerRow,
  insertStatement,
  insertTransaction,
  lastStatementEndAtOrBefore,
  markStatementPaidOnTime,
  paymentsBetween,
  purchaseOf,
  recordPurchaseEarning,
  reversedCentsOf,
  statementsNotPaidOnTime,
  transactionById,
  type CardTransactionRow,
  type NewStatement,
  type NewTransaction,
} from './rewards-repository.js';

/*
 * What a posted transaction does to the cash-back ledger (decision 037,
 * docs/product-rules.md#cash-back). Everything here runs inside the webhook's
 * transaction (the cards module's account-activity.ts hands each event over),
 * as the transaction or the statement is recorded, so a repeated delivery
 * (its event id already recorded) posts nothing; the ledger's unique key on
 * (transaction, kind) guards it again.
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

export type RewardsPostingDeps = Pick<RewardsDeps, 'referrals' | 'cards'>;

/** When the billing cycle holding `at` began: the last statement's end before it, or the account's opening. */
export async function cycleStartOf(db: Db, account: RewardsAccount, at: Date): Promise<Date | null> {
  return lastStatementEndAtOrBefore(db, account.id, at);
}

async function postPurchase(tx: Db, deps: RewardsPostingDeps, account: RewardsAccount, purchase: CardTransactionRow) {
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
  await recordPurchaseEarning(tx, purchase.id, {
    eligibleCents: earning.eligibleCents,
    earnedCents: earning.earnedCents,
    rateBasisPoints,
  });
  if (earning.earnedCents > 0) {
    await insertLedgerRow(tx, {
      accountId: account.id,
      kind: 'earning',
      amountCents: earning.earnedCents,
      transactionId: purchase.id,
    });
  }
}

async function postRefund(tx: Db, account: RewardsAccount, refund: CardTransactionRow) {
  if (!refund.refundsTransactionId) return;
  const purchase = await purchaseOf(tx, account.id, refund.refundsTransactionId);
  if (!purchase) return;
  const reversal = refundReversalCents({
    purchaseAmountCents: purchase.amountCents,
    purchaseEarnedCents: purchase.earnedCents,
    refundCents: refund.amountCents,
    // What earlier refunds of the same purchase already took back.
    alreadyReversedCents: await reversedCentsOf(tx, account.id, purchase.providerTransactionId),
  });
  if (reversal > 0) {
    await insertLedgerRow(tx, {
      accountId: account.id,
      kind: 'reversal',
      amountCents: -reversal,
      transactionId: refund.id,
    });
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
  const open = await statementsNotPaidOnTime(tx, accountId);
  for (const statement of open) {
    const total = await paymentsBetween(tx, accountId, statement.periodEnd, endOfDueDate(statement.dueDate));
    if (total > 0 && total >= statement.minimumDueCents) await markStatementPaidOnTime(tx, statement.id, now);
  }
}

/**
 * The ledger's part of a `transaction.posted` event, for the transaction
 * recordTransaction has just recorded. Takes the account's row lock, so
 * two deliveries for one account compute the cycle's sum one after the other.
 */
export async function postTransactionRewards(
  tx: Db,
  deps: RewardsPostingDeps,
  accountId: number,
  transactionId: number,
  now: Date,
): Promise<void> {
  const account = await deps.cards.lockAccount(tx, accountId);
  if (!account) return;
  const transaction = await transactionById(tx, transactionId);
  if (!transaction) return;
  if (transaction.kind === 'purchase') await postPurchase(tx, deps, account, transaction);
  else if (transaction.kind === 'refund') await postRefund(tx, account, transaction);
  else if (transaction.kind === 'payment') await settleStatementsPaidOnTime(tx, account.id, now);
}

/** The ledger's part of a `statement.closed` event: payments already posted may pay it on time. */
export async function postStatementRewards(
  tx: Db,
  deps: Pick<RewardsDeps, 'cards'>,
  accountId: number,
  now: Date,
): Promise<void> {
  const account = await deps.cards.lockAccount(tx, accountId);
  if (!account) return;
  await settleStatementsPaidOnTime(tx, account.id, now);
}

/**
 * Records a transaction the issuer posted (the cards module's webhook hands
 * it over, decision 061) and, the first time only, posts its cash back.
 */
export async function recordTransaction(
  tx: Db,
  deps: RewardsPostingDeps,
  accountId: number,
  transaction: Omit<NewTransaction, 'accountId'>,
  now: Date,
): Promise<void> {
  const recordedId = await insertTransaction(tx, { ...transaction, accountId });
  if (recordedId !== null) await postTransactionRewards(tx, deps, accountId, recordedId, now);
}

/** Records a statement the issuer closed; payments already posted may pay it on time. */
export async function recordStatement(
  tx: Db,
  deps: Pick<RewardsDeps, 'cards'>,
  accountId: number,
  statement: Omit<NewStatement, 'accountId'>,
  now: Date,
): Promise<void> {
  await insertStatement(tx, { ...statement, accountId });
  await postStatementRewards(tx, deps, accountId, now);
}
