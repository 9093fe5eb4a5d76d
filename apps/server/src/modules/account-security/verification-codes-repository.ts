import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { verificationCodes } from './verification-codes-tables.js';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** Closes the user's open codes for a purpose: a new code replaces every earlier one. */
export async function closeOpenCodes(db: Db, userId: string, purpose: string, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
}

export async function insertCode(db: Db, row: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/** The newest code not yet used up for this user and purpose (expired or not: the caller says why it fails). */
export async function latestOpenCode(
  db: Db,
  userId: string,
  purpose: string,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

/** Counts one wrong try; answers the count after it. */
export async function addFailedAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
}

/** Uses the code up in one atomic step: two concurrent confirmations cannot both succeed. */
export async function useCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
