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
 * the first date. An activation more than 90 days after their approval earns
 * the referrer no boost (docs/product-rules.md#cash-back), so it is not
 * recorded: `activated_at` holds only activations that start a boost.
 */
export async function recordActivation(
  tx: Db,
  referredUserId: string,
  activation: { activatedAt: Date; approvedAt: Date },
): Promise<void> {
  if (!activationEarnsReferralBoost(activation.approvedAt, activation.activatedAt)) return;
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
