import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { activationEarnsReferralBoost, type ReferralNoBoostReason } from '@waypoint/domain/referrals/referral-boost';
import type { Db } from '../../db/database.js';
import { referrals } from './referrals-tables.js';

/*
 * The referrals' card activations (decision 037): when an invited member
 * activated their card, the start of their referrer's boost.
 */

/**
 * Records the invited member's activation, once: a second activation (a
 * replacement card's) changes nothing. An activation earns the referrer a
 * boost only within 90 days of the friend's approval, and only when the
 * referrer's account is open, and not suspended or in default, that day
 * (docs/product-rules.md#cash-back, decision 103). One that earns it sets
 * `activated_at`, which only such activations hold; one that does not is kept
 * with its reason, for good, so the referrer's page can say why and a later
 * card's activation cannot start the boost it was refused. The referrer's
 * standing is the cards module's to judge; it is asked only within the window.
 */
export async function recordActivation(
  tx: Db,
  referredUserId: string,
  activation: {
    activatedAt: Date;
    approvedAt: Date;
    referrerInGoodStanding(referrerUserId: string): Promise<boolean>;
  },
): Promise<void> {
  const stillWaiting = and(
    eq(referrals.referredUserId, referredUserId),
    isNull(referrals.activatedAt),
    isNull(referrals.activatedWithoutBoostAt),
  );
  const [waiting] = await tx.select({ referrerUserId: referrals.referrerUserId }).from(referrals).where(stillWaiting);
  if (!waiting) return;
  const noBoostReason = await noBoostReasonOf(activation, waiting.referrerUserId);
  await tx
    .update(referrals)
    .set(
      noBoostReason
        ? { activatedWithoutBoostAt: activation.activatedAt, noBoostReason }
        : { activatedAt: activation.activatedAt },
    )
    .where(stillWaiting);
}

/** When each member the referrer invited activated their card. */
export async function activationDatesOf(db: Db, referrerUserId: string): Promise<Date[]> {
  const rows = await db
    .select({ activatedAt: referrals.activatedAt })
    .from(referrals)
    .where(and(eq(referrals.referrerUserId, referrerUserId), isNotNull(referrals.activatedAt)));
  return rows.flatMap((row) => (row.activatedAt ? [row.activatedAt] : []));
}

/** Why this activation starts no boost, or null when it starts one; the standing is asked only within the window. */
async function noBoostReasonOf(
  activation: Parameters<typeof recordActivation>[2],
  referrerUserId: string,
): Promise<ReferralNoBoostReason | null> {
  if (!activationEarnsReferralBoost(activation.approvedAt, activation.activatedAt)) return 'tooLate';
  if (!(await activation.referrerInGoodStanding(referrerUserId))) return 'referrerStanding';
  return null;
}
