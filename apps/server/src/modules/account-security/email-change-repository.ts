import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { emailChanges, type EmailChangeRow } from './email-change-tables.js';

export type { EmailChangeRow } from './email-change-tables.js';

/*
 * The e-mail changes' SQL (email-change-service.ts holds their rules). Every
 * function takes the database or the caller's transaction. Each link is used
 * up by one atomic update, so two clicks cannot both succeed.
 */

export type ClosedReason = 'cancelled' | 'replaced' | 'taken' | 'undone';

const pending = (now: Date) =>
  and(isNull(emailChanges.confirmedAt), isNull(emailChanges.closedAt), gt(emailChanges.confirmExpiresAt, now));

export async function insertEmailChange(db: Db, change: typeof emailChanges.$inferInsert): Promise<EmailChangeRow> {
  const [row] = await db.insert(emailChanges).values(change).returning();
  if (!row) throw new Error('insert returned no e-mail change');
  return row;
}

/** The account's change still waiting for its link, if any. */
export async function pendingChangeOf(db: Db, userId: string, now: Date): Promise<EmailChangeRow | null> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), pending(now)))
    .orderBy(desc(emailChanges.requestedAt))
    .limit(1);
  return row ?? null;
}

/** Closes every change of the account still waiting for its link; answers how many. */
export async function closePendingChanges(db: Db, userId: string, reason: ClosedReason, now: Date): Promise<number> {
  const rows = await db
    .update(emailChanges)
    .set({ closedAt: now, closedReason: reason })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.closedAt)))
    .returning({ id: emailChanges.id });
  return rows.length;
}

/** Closes a change its link refused: the link is used up, and no undo or reservation is left behind. */
export async function closeRefusedChange(db: Db, id: string, reason: ClosedReason, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ closedAt: now, closedReason: reason, confirmedAt: null, undoTokenHash: null, undoExpiresAt: null })
    .where(eq(emailChanges.id, id));
}

/** Marks the pending change of this link confirmed; null when the link is unknown, used, closed or expired. */
export async function confirmByLink(
  db: Db,
  confirmTokenHash: string,
  confirmation: { now: Date; ip: string; undoTokenHash: string; undoExpiresAt: Date },
): Promise<EmailChangeRow | null> {
  const [row] = await db
    .update(emailChanges)
    .set({
      confirmedAt: confirmation.now,
      confirmedIp: confirmation.ip,
      undoTokenHash: confirmation.undoTokenHash,
      undoExpiresAt: confirmation.undoExpiresAt,
    })
    .where(and(eq(emailChanges.confirmTokenHash, confirmTokenHash), pending(confirmation.now)))
    .returning();
  return row ?? null;
}

/** Marks the confirmed change of this undo link undone; null when the link is unknown, used or past its window. */
export async function undoByLink(db: Db, undoTokenHash: string, now: Date): Promise<EmailChangeRow | null> {
  const [row] = await db
    .update(emailChanges)
    .set({ undoneAt: now, closedAt: now, closedReason: 'undone' })
    .where(
      and(
        eq(emailChanges.undoTokenHash, undoTokenHash),
        isNotNull(emailChanges.confirmedAt),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.undoExpiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Whether another account may still undo back to this address: an address an
 * account left within its undo window stays reserved for it (decision 075).
 */
export async function isHeldForUndo(db: Db, email: string, exceptUserId: string | null, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: emailChanges.id })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.oldEmail, email),
        exceptUserId === null ? undefined : ne(emailChanges.userId, exceptUserId),
        isNotNull(emailChanges.confirmedAt),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.undoExpiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
