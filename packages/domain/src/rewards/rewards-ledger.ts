import { cashBackRules } from '../constants.js';
import { addUtcMonths } from '../dates/utc-dates.js';
import { cashBackRateBasisPoints } from './cash-back.js';

/**
 * The cash-back ledger's rules (docs/product-rules.md#cash-back): what a
 * posted purchase earns, what a refund takes back, when a redemption may be
 * paid, and the balance. Money is integer cents. Rounding, stated once: each
 * purchase's cash back is floored to the cent (the program never pays more
 * than its rate), and a refund reverses the floor of the refunded share of
 * what its purchase earned.
 */
/**
 * Every kind of ledger row: a purchase's earning, a refund's reversal, a redemption, a returned
 * deposit's restoring row, the forfeiture on closing (decision 083) and a closed cycle's
 * adjustment to the limit on its last day (decision 104).
 */
export const rewardsLedgerKinds = [
  'earning',
  'reversal',
  'redemption',
  'deposit_return',
  'forfeiture',
  'adjustment',
] as const;
export type RewardsLedgerKind = (typeof rewardsLedgerKinds)[number];

/** A ledger row as the rules see it: earnings are positive, reversals and redemptions negative. */
export interface RewardsLedgerRow {
  kind: RewardsLedgerKind;
  amountCents: number;
}

/** The balance is the sum of the rows, always; there is no stored balance to drift. */
export function rewardsBalanceCents(rows: readonly RewardsLedgerRow[]): number {
  return rows.reduce((sum, row) => sum + row.amountCents, 0);
}

export interface PurchaseEarningInput {
  /** The purchase, integer cents (positive). */
  amountCents: number;
  /** Purchases already counted as eligible in this billing cycle, integer cents. */
  eligibleSoFarCents: number;
  /** The account's credit limit: the cap on eligible purchases per cycle. */
  creditLimitCents: number;
  /** The rate in force on the purchase's date (cashBackRateBasisPoints). */
  rateBasisPoints: number;
}

/**
 * What one purchase earns: only the part that fits under the cycle's cap is
 * eligible, and it earns at the rate of its date, floored to the cent.
 */
export function purchaseEarning(input: PurchaseEarningInput): { eligibleCents: number; earnedCents: number } {
  const room = Math.max(0, input.creditLimitCents - Math.max(0, input.eligibleSoFarCents));
  const eligibleCents = Math.max(0, Math.min(input.amountCents, room));
  return { eligibleCents, earnedCents: Math.floor((eligibleCents * input.rateBasisPoints) / 10_000) };
}

/**
 * What a refund takes back from its purchase's earning: the refunded share
 * of the purchase, floored, never more than is left of what it earned.
 */
export function refundReversalCents(input: {
  purchaseAmountCents: number;
  purchaseEarnedCents: number;
  refundCents: number;
  alreadyReversedCents: number;
}): number {
  if (input.purchaseAmountCents <= 0 || input.refundCents <= 0) return 0;
  const share = Math.min(input.refundCents, input.purchaseAmountCents);
  const reversal = Math.floor((input.purchaseEarnedCents * share) / input.purchaseAmountCents);
  return Math.min(reversal, Math.max(0, input.purchaseEarnedCents - input.alreadyReversedCents));
}

export const redemptionMessages = {
  notYet: (onTime: number) =>
    `You can redeem cash back after ${cashBackRules.onTimePaymentsBeforeRedemption} on-time payments. You have made ${onTime} so far.`,
  nothingToRedeem: 'You have no cash back to redeem yet.',
  tooMuch: 'You cannot redeem more than your cash-back balance.',
  pastDue: `Your account is more than ${cashBackRules.maxDaysPastDueToRedeem} days past due. You can redeem cash back once it is up to date.`,
} as const;

export type RedemptionCheck =
  { ok: true; amountCents: number } | { ok: false; reason: keyof typeof redemptionMessages; message: string };

/**
 * A redemption (a statement credit or a deposit to a bank, decision 082)
 * opens after three on-time payments and takes at most the balance; without
 * an amount it takes the whole balance. Not while the account is more than 60
 * days past due (Rewards Terms "Redeeming your cash back"; decision 102).
 */
export function checkRedemption(input: {
  onTimePayments: number;
  balanceCents: number;
  amountCents?: number;
  /** card-account/days-past-due.ts; 0 when the account is up to date. */
  daysPastDue: number;
}): RedemptionCheck {
  if (input.daysPastDue > cashBackRules.maxDaysPastDueToRedeem) {
    return { ok: false, reason: 'pastDue', message: redemptionMessages.pastDue };
  }
  if (input.onTimePayments < cashBackRules.onTimePaymentsBeforeRedemption) {
    return { ok: false, reason: 'notYet', message: redemptionMessages.notYet(input.onTimePayments) };
  }
  const amount = input.amountCents ?? input.balanceCents;
  if (input.balanceCents <= 0 || amount <= 0) {
    return { ok: false, reason: 'nothingToRedeem', message: redemptionMessages.nothingToRedeem };
  }
  if (amount > input.balanceCents) return { ok: false, reason: 'tooMuch', message: redemptionMessages.tooMuch };
  return { ok: true, amountCents: amount };
}

/** The rate at `asOf` and why: each referral boost that counts and the day it ends. */
export function cashBackRateBreakdown(referralActivations: readonly Date[], asOf: Date) {
  const boosts = referralActivations
    .filter((activatedAt) => activatedAt.getTime() <= asOf.getTime())
    .map((activatedAt) => ({ activatedAt, endsAt: addUtcMonths(activatedAt, cashBackRules.referralBoostMonths) }))
    .filter((boost) => asOf.getTime() < boost.endsAt.getTime())
    .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
  const rateBasisPoints = cashBackRateBasisPoints(referralActivations, asOf);
  const uncapped = cashBackRules.baseRateBasisPoints + boosts.length * cashBackRules.referralBoostBasisPoints;
  return {
    rateBasisPoints,
    baseRateBasisPoints: cashBackRules.baseRateBasisPoints,
    boosts,
    capped: uncapped > rateBasisPoints,
  };
}
