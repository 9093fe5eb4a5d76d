import type { InterestBalanceMethod } from '@waypoint/domain/card-account/statement-interest-balance';
import { isStatementPaidOnTime } from '@waypoint/domain/card-account/statement-on-time';
import { cashBackRateBasisPoints } from '@waypoint/domain/rewards/cash-back';
import { recountCycleCap, reversedByRefunds } from '@waypoint/domain/rewards/cycle-cap-recount';
import { purchaseEarning, refundReversalCents } from '@waypoint/domain/rewards/rewards-ledger';
import type { Db } from '../../db/database.js';
import { cyclePurchasesOf, insertCycleAdjustment, refundAmountsOf } from './cycle-purchases-repository.js';
import type { RewardsAccount, RewardsDeps } from './rewards-deps.js';
import {
  cycleEligibleCents,
  insertLedgerRow,
  insertStatement,
  insertTransaction,
  lastStatementEndAtOrBefore,
  purchaseOf,
  recordPurchaseEarning,
  transactionById,
  type CardTransactionRow,
  type NewStatement,
  type NewTransaction,
} from './rewards-repository.js';
import { paymentsAndReturnsOf, setStatementPaidOnTime, statementsOfAccount } from './statements-repository.js';

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
 * - A statement is paid on time by payments received after its period ended
 *   and by 11:59 p.m. Eastern on its due date, less the returns of those
 *   payments, totalling at least its minimum due (statement-on-time.ts in the
 *   domain; docs/product-rules.md#statements). A statement with nothing due
 *   (minimum 0) is paid on time only by a payment in that window: redemption
 *   needs payments, not empty statements.
 * - Only purchases earn and only refunds reverse; payments, payment returns,
 *   statement credits, fees and interest are recorded for the statement and
 *   the transaction list and earn nothing (product-rules#cash-back).
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
    // What earlier refunds of the same purchase took back, against what it earns now: after a
    // closed cycle's recount (decision 104) that differs from the reversal rows written before it.
    alreadyReversedCents: reversedByRefunds({
      amountCents: purchase.amountCents,
      earnedCents: purchase.earnedCents,
      refundCents: await refundAmountsOf(tx, account.id, purchase.providerTransactionId, refund.id),
    }),
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

/**
 * Decides the account's statements against the payments and returns posted
 * so far (decision 082). After a payment or a closed statement only the
 * statements not yet paid on time can change; a payment_return re-decides
 * every statement, clearing the mark of one whose remaining payments fall
 * below its minimum ("a returned payment reverses its credit and its on-time
 * status", docs/product-rules.md#statements).
 */
export async function settleStatementsPaidOnTime(
  tx: Db,
  accountId: number,
  now: Date,
  options: { reconsiderPaid?: boolean } = {},
): Promise<void> {
  const statements = await statementsOfAccount(tx, accountId);
  const { payments, returns } = await paymentsAndReturnsOf(tx, accountId);
  for (const statement of statements) {
    const marked = statement.paidOnTimeAt !== null;
    if (marked && !options.reconsiderPaid) continue;
    const onTime = isStatementPaidOnTime(statement, payments, returns);
    if (onTime && !marked) await setStatementPaidOnTime(tx, statement.id, now);
    else if (!onTime && marked) await setStatementPaidOnTime(tx, statement.id, null);
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
  else if (transaction.kind === 'payment_return')
    await settleStatementsPaidOnTime(tx, account.id, now, { reconsiderPaid: true });
}

/**
 * The closed cycle's purchases counted again against the credit limit on its last day (the
 * Rewards Terms; decision 104): the statement's, or the limit we mirror where the issuer did not
 * say. Each purchase's difference is one `adjustment` row, and the purchase keeps what it earns now.
 */
async function recountClosedCycle(
  tx: Db,
  account: RewardsAccount,
  statement: Pick<ClosedStatementInput, 'periodStart' | 'periodEnd' | 'creditLimitCents'>,
): Promise<void> {
  const purchases = await cyclePurchasesOf(tx, account.id, statement.periodStart, statement.periodEnd);
  const limitCents = statement.creditLimitCents ?? account.creditLimitCents;
  const recounted = recountCycleCap(purchases, limitCents);
  for (const [index, recount] of recounted.entries()) {
    const before = purchases[index];
    if (!before) continue;
    if (recount.eligibleCents !== before.eligibleCents || recount.earnedCents !== before.earnedCents) {
      await recordPurchaseEarning(tx, recount.id, {
        eligibleCents: recount.eligibleCents,
        earnedCents: recount.earnedCents,
        rateBasisPoints: before.rateBasisPoints,
      });
    }
    if (recount.adjustmentCents !== 0) {
      await insertCycleAdjustment(tx, {
        accountId: account.id,
        amountCents: recount.adjustmentCents,
        transactionId: recount.id,
      });
    }
  }
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

/** A statement as the issuer closed it; figures an older event did not carry are null (stored as 0). */
export interface ClosedStatementInput {
  providerStatementId: string;
  periodStart: Date;
  periodEnd: Date;
  dueDate: string;
  balanceCents: number;
  minimumDueCents: number;
  previousBalanceCents?: number | null;
  paymentsCents?: number | null;
  creditsCents?: number | null;
  purchasesCents?: number | null;
  feesCents?: number | null;
  interestCents?: number | null;
  aprBps?: number | null;
  balanceSubjectToInterestCents?: number | null;
  interestBalanceMethod?: InterestBalanceMethod | null;
  /** The credit limit on the cycle's last day (decision 104). */
  creditLimitCents?: number | null;
}

/**
 * Records a statement the issuer closed, every figure of it, under the account's row lock: the
 * first time, its cycle is counted again at its last day's limit; payments already posted may pay it on time.
 */
export async function recordStatement(
  tx: Db,
  deps: Pick<RewardsDeps, 'cards'>,
  accountId: number,
  statement: ClosedStatementInput,
  now: Date,
): Promise<void> {
  const row: NewStatement = {
    accountId,
    providerStatementId: statement.providerStatementId,
    periodStart: statement.periodStart,
    periodEnd: statement.periodEnd,
    dueDate: statement.dueDate,
    balanceCents: statement.balanceCents,
    minimumDueCents: statement.minimumDueCents,
    previousBalanceCents: statement.previousBalanceCents ?? 0,
    paymentsCents: statement.paymentsCents ?? 0,
    creditsCents: statement.creditsCents ?? 0,
    purchasesCents: statement.purchasesCents ?? 0,
    feesCents: statement.feesCents ?? 0,
    interestCents: statement.interestCents ?? 0,
    aprBps: statement.aprBps ?? null,
    balanceSubjectToInterestCents: statement.balanceSubjectToInterestCents ?? null,
    interestBalanceMethod: statement.interestBalanceMethod ?? null,
    creditLimitCents: statement.creditLimitCents ?? null,
  };
  const recorded = await insertStatement(tx, row);
  const account = await deps.cards.lockAccount(tx, accountId);
  if (!account) return;
  if (recorded) await recountClosedCycle(tx, account, statement);
  await settleStatementsPaidOnTime(tx, account.id, now);
}
