import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardAccounts } from './cards-tables.js';
import { cardScraRateCaps, type CardScraRateCapRow } from './scra-rate-cap-tables.js';

export type { CardScraRateCapRow } from './scra-rate-cap-tables.js';

/*
 * The SCRA rate cap's rows (decision 088): one per card account, rewritten by a
 * later approval only while the issuer has not applied the cap yet.
 */

/** Records the rule's answer; false when the issuer already applied an earlier one (it stands). */
export async function recordRateCap(tx: Db, row: typeof cardScraRateCaps.$inferInsert): Promise<boolean> {
  const { accountId: _accountId, ...change } = row;
  const written = await tx
    .insert(cardScraRateCaps)
    .values(row)
    .onConflictDoUpdate({
      target: cardScraRateCaps.accountId,
      set: change,
      setWhere: isNull(cardScraRateCaps.issuerAppliedAt),
    })
    .returning({ accountId: cardScraRateCaps.accountId });
  return written.length > 0;
}

export async function rateCapOf(db: Db, accountId: number): Promise<CardScraRateCapRow | null> {
  const [row] = await db.select().from(cardScraRateCaps).where(eq(cardScraRateCaps.accountId, accountId));
  return row ?? null;
}

/** The cap of the member's latest card account, if one was decided. */
export async function rateCapOfUser(db: Db, userId: string): Promise<CardScraRateCapRow | null> {
  const [row] = await db
    .select({ cap: cardScraRateCaps })
    .from(cardScraRateCaps)
    .innerJoin(cardAccounts, eq(cardAccounts.id, cardScraRateCaps.accountId))
    .where(eq(cardAccounts.userId, userId))
    .orderBy(desc(cardAccounts.id))
    .limit(1);
  return row?.cap ?? null;
}

/** Marks the cap applied at the issuer, once; false when it was marked before (a retried job). */
export async function markRateCapApplied(
  tx: Db,
  accountId: number,
  applied: { at: Date; creditedCents: number },
): Promise<boolean> {
  const updated = await tx
    .update(cardScraRateCaps)
    .set({ issuerAppliedAt: applied.at, creditedCents: applied.creditedCents })
    .where(and(eq(cardScraRateCaps.accountId, accountId), isNull(cardScraRateCaps.issuerAppliedAt)))
    .returning({ accountId: cardScraRateCaps.accountId });
  return updated.length > 0;
}
