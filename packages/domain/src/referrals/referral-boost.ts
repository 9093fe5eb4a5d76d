import { addCalendarDays, creditDateOf } from '../card-account/payment-timing.js';
import { cashBackRateBasisPoints } from '../rewards/cash-back.js';

/** product-rules#cash-back: a referred friend's activation earns the boost only this many days after their approval. */
export const REFERRAL_ACTIVATION_WINDOW_DAYS = 90;

/**
 * Whether an activation at `activatedAt` earns the referrer a boost, for a
 * friend approved at `approvedAt` ("within 90 days of approval", the rewards
 * page and footnote 1). Days are calendar days in America/New_York, the
 * product's day for payments too (product-rules#card-payments): the approval's
 * Eastern date is day 0, and an activation on day 90 (Eastern) still counts;
 * day 91 does not, whatever the hour.
 */
export function activationEarnsReferralBoost(approvedAt: Date, activatedAt: Date): boolean {
  const lastDay = addCalendarDays(creditDateOf(approvedAt), REFERRAL_ACTIVATION_WINDOW_DAYS);
  return creditDateOf(activatedAt) <= lastDay;
}

/**
 * Why a friend's activation started no boost (product-rules#cash-back): `tooLate`, after the
 * window above; `referrerStanding`, on a day the referrer's account was not open and in good
 * standing (Rewards Terms, "Referral rules"; decision 103). Recorded once, for good.
 */
export const referralNoBoostReasons = ['tooLate', 'referrerStanding'] as const;
export type ReferralNoBoostReason = (typeof referralNoBoostReasons)[number];

/** One person who applied with a member's code; `activatedAt` is null until their card is activated. */
export interface ReferralRecord {
  activatedAt: Date | null;
}

/**
 * A referrer's cash-back rate at `asOf`, in basis points (product-rules#cash-back): only
 * referrals whose card has been activated raise it, each for 12 months, up
 * to the 6% cap. Applying is not enough, so unactivated referrals count for
 * nothing here.
 */
export function referrerCashBackRateBasisPoints(referrals: readonly ReferralRecord[], asOf: Date): number {
  const activations = referrals.flatMap((referral) => (referral.activatedAt ? [referral.activatedAt] : []));
  return cashBackRateBasisPoints(activations, asOf);
}
