import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { referrals } from './referrals-tables.js';

/**
 * The referral boost's facts for the cards module (decision 037): an invited
 * member's card activation starts their referrer's boost, once (a second
 * activation keeps the first date), and a referrer's boosts are the
 * activations of the members they invited.
 */
export const referralActivations = {
  async markActivated(tx: Db, referredUserId: string, at: Date): Promise<void> {
    await tx
      .update(referrals)
      .set({ activatedAt: at })
      .where(and(eq(referrals.referredUserId, referredUserId), isNull(referrals.activatedAt)));
  },
  async activationsOf(db: Db, referrerUserId: string): Promise<Date[]> {
    const rows = await db
      .select({ activatedAt: referrals.activatedAt })
      .from(referrals)
      .where(and(eq(referrals.referrerUserId, referrerUserId), isNotNull(referrals.activatedAt)));
    return rows.flatMap((row) => (row.activatedAt ? [row.activatedAt] : []));
  },
};
