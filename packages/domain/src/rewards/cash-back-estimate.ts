import { cashBackRules } from '../constants.js';
import { addUtcMonths } from '../dates/utc-dates.js';
import { canRedeemCashBack, cashBackRateBasisPoints, cycleCashBackCents } from './cash-back.js';

/**
 * The rewards-page calculator: what the cash-back rules of product-rules#cash-back pay for
 * a spending pattern, so the page shows the cap and the redemption rule with
 * the visitor's own numbers. All arithmetic is the rules' own (cash-back.ts).
 */
export interface CashBackEstimateInput {
  monthlyEligibleSpendDollars: number;
  creditLimitDollars: number;
  /** Referred friends who activated their card in the last 12 months. */
  activatedReferrals: number;
  onTimePayments: number;
}

export interface CashBackEstimate {
  rateBasisPoints: number;
  cycleCashBackCents: number;
  /** The part of a cycle's spending above the credit limit, which earns nothing. */
  spendAboveLimitCents: number;
  /** Twelve billing cycles of the same spending. */
  yearCashBackCents: number;
  /** Referrals beyond the fifth, which no longer raise the rate. */
  referralsAboveCap: number;
  canRedeem: boolean;
  paymentsUntilRedemption: number;
}

const CYCLES_PER_YEAR = 12;
const centsFromDollars = (dollars: number) => dollars * 100;

/**
 * The calculator does not ask when each referral activated, so each is taken
 * to have activated at `asOf`: inside the last 12 months, and its boost then
 * lasts the whole year estimated, which is the "+1% for 12 months" promised.
 */
function syntheticReferralActivations(count: number, asOf: Date): Date[] {
  return Array.from({ length: count }, () => new Date(asOf.getTime()));
}

export function estimateCashBack(input: CashBackEstimateInput, asOf: Date): CashBackEstimate {
  const activations = syntheticReferralActivations(input.activatedReferrals, asOf);
  const spendCents = centsFromDollars(input.monthlyEligibleSpendDollars);
  const creditLimitCents = centsFromDollars(input.creditLimitDollars);
  const cycleAt = (date: Date) =>
    cycleCashBackCents({
      eligiblePurchasesCents: spendCents,
      creditLimitCents,
      rateBasisPoints: cashBackRateBasisPoints(activations, date),
    });
  // Each cycle at its own date, so a boost that ran out mid-year would stop counting.
  const cycleDates = Array.from({ length: CYCLES_PER_YEAR }, (_, month) => addUtcMonths(asOf, month));

  return {
    rateBasisPoints: cashBackRateBasisPoints(activations, asOf),
    cycleCashBackCents: cycleAt(asOf),
    spendAboveLimitCents: Math.max(0, spendCents - creditLimitCents),
    yearCashBackCents: cycleDates.reduce((total, date) => total + cycleAt(date), 0),
    referralsAboveCap: Math.max(0, input.activatedReferrals - cashBackRules.referralsToReachMax),
    canRedeem: canRedeemCashBack(input.onTimePayments),
    paymentsUntilRedemption: Math.max(0, cashBackRules.onTimePaymentsBeforeRedemption - input.onTimePayments),
  };
}
