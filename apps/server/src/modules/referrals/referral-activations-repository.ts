import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { activationEarnsReferralBoost } from '@waypoint/domain/referrals/referral-boost';
import type { Db } from '../../db/database.js';
import { referrals } from './referrals-tables.js';

/*
 * The referrals' card activations (decision 037): when an invited member
 * activated their card, the start of their referrer's boost.
 */

/**
 * Records the invited member's activation, once: a second activation keeps
 * the first date. An activation earns the referrer a boost only within 90
 * days of the friend's approval, and only when the referrer's account is
 * open, and not suspended or in default, that day (docs/product-rules.md#cash-back,
 * decision 103): otherwise it is not recorded, so `activated_at` holds only
 * activations that start a boost. The referrer's standing is the cards
 * module's to judge; it is asked only for a referral still waiting for one.
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
  if (!activationEarnsReferralBoost(activation.approvedAt, activation.activatedAt)) return;
  const [waiting] = await tx
    .select({ referrerUserId: referrals.referrerUserId })
    .from(referrals)
    .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.activatedAt)));
  if (!waiting || !(await activation.referrerInGoodStanding(waiting.referrerUserId))) return;
  await tx
    .update(referrals)
    .set({ activatedAt: activation.activatedAt })
    .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.activatedAt)));
}

/** When each member the referrer invited activated their card. */
export async function activationDatesOf(db: Db, referrerUserId: string): Promise<Date[]> {
  const rows = await db
    .select({ activatedAt: referrals.activatedAt })
    .from(referrals)
    .where(and(eq(referrals.referrerUserId, referrerUserId), isNotNull(referrals.activatedAt)));
  return rows.flatMap((row) => (row.activatedAt ? [row.activatedAt] : []));
}
