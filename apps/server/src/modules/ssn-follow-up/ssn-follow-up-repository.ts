import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardSsnFollowUps, type CardSsnFollowUpRow } from './ssn-follow-up-tables.js';

export type { CardSsnFollowUpRow } from './ssn-follow-up-tables.js';

/*
 * The SSN follow-up's SQL (product-rules#ssn-follow-up): one row per card
 * account. The only file of the module that knows its table (decision 061).
 */

/** Creates the account's follow-up once; false when it exists already (a second activation). */
export async function insertFollowUp(
  tx: Db,
  followUp: { accountId: number; activatedAt: Date; deadlineAt: Date },
): Promise<boolean> {
  const [created] = await tx
    .insert(cardSsnFollowUps)
    .values(followUp)
    .onConflictDoNothing()
    .returning({ accountId: cardSsnFollowUps.accountId });
  return Boolean(created);
}

export async function recordReminders(tx: Db, accountId: number, reminderMessageIds: string[]): Promise<void> {
  await tx.update(cardSsnFollowUps).set({ reminderMessageIds }).where(eq(cardSsnFollowUps.accountId, accountId));
}

/** The account's follow-up, locked for the transaction. */
export async function lockFollowUp(tx: Db, accountId: number): Promise<CardSsnFollowUpRow | null> {
  const [followUp] = await tx
    .select()
    .from(cardSsnFollowUps)
    .where(eq(cardSsnFollowUps.accountId, accountId))
    .for('update');
  return followUp ?? null;
}

/** The cardholder's own lock the deadline's replaced, if any; null too when there is no follow-up. */
export async function lockReasonBeforeOf(db: Db, accountId: number): Promise<string | null> {
  const [followUp] = await db
    .select({ lockReasonBefore: cardSsnFollowUps.lockReasonBefore })
    .from(cardSsnFollowUps)
    .where(eq(cardSsnFollowUps.accountId, accountId));
  return followUp?.lockReasonBefore ?? null;
}

export async function recordDeadlineLock(
  tx: Db,
  accountId: number,
  lock: { lockedAt: Date; lockReasonBefore: string | null },
): Promise<void> {
  await tx.update(cardSsnFollowUps).set(lock).where(eq(cardSsnFollowUps.accountId, accountId));
}

export async function closeFollowUpRow(tx: Db, accountId: number, at: Date): Promise<void> {
  await tx.update(cardSsnFollowUps).set({ closedAt: at }).where(eq(cardSsnFollowUps.accountId, accountId));
}
