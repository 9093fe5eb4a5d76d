import { cashBackRules } from '../constants.js';
import { addUtcMonths } from '../dates/utc-dates.js';

/**
 * The cash-back rules of product-rules#cash-back: 1% base; +1% for 12 months for each
 * referred applicant who activates their card, up to 6% in total (5
 * referrals within the same 12 months); redemption after 3 on-time payments;
 * purchases earn cash back up to the credit limit per billing cycle.
 * Rates are basis points (100 = 1%) and money integer cents, so no rounding
 * creeps in until the one documented floor below.
 */

/** How many referral boosts are live at `asOf`: each lasts 12 calendar months from its activation. */
export function activeReferralBoosts(referralActivations: readonly Date[], asOf: Date): number {
  return referralActivations.filter((activatedAt) => {
    const ends = addUtcMonths(activatedAt, cashBackRules.referralBoostMonths);
    return activatedAt.getTime() <= asOf.getTime() && asOf.getTime() < ends.getTime();
  }).length;
}

/** The cash-back rate at `asOf`, in basis points, capped at 6%. */
export function cashBackRateBasisPoints(referralActivations: readonly Date[], asOf: Date): number {
  const boosted =
    cashBackRules.baseRateBasisPoints +
    activeReferralBoosts(referralActivations, asOf) * cashBackRules.referralBoostBasisPoints;
  return Math.min(boosted, cashBackRules.maxRateBasisPoints);
}

/** Cash back can be redeemed once 3 payments have been made on time. */
export function canRedeemCashBack(onTimePayments: number): boolean {
  return onTimePayments >= cashBackRules.onTimePaymentsBeforeRedemption;
}

export interface BillingCycleInput {
  /** Purchases in the cycle that earn cash back, integer cents. */
  eligiblePurchasesCents: number;
  /** The account's credit limit, integer cents: the cap on earning purchases per cycle. */
  creditLimitCents: number;
  rateBasisPoints: number;
}

/**
 * Cash back earned in one billing cycle, integer cents. Fractions of a cent
 * are dropped (floored): the program never pays out more than the rate.
 */
export function cycleCashBackCents(input: BillingCycleInput): number {
  const earning = Math.max(0, Math.min(input.eligiblePurchasesCents, input.creditLimitCents));
  return Math.floor((earning * input.rateBasisPoints) / 10_000);
}
