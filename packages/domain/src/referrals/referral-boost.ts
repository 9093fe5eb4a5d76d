import { cashBackRateBasisPoints } from '../rewards/cash-back.js';

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
