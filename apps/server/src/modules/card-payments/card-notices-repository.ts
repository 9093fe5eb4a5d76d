import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardNoticePreferences, cardNotices, cardPaymentReminders } from './card-notices-tables.js';

/*
 * The card notices' SQL (docs/product-rules.md#card-notices): the only file
 * that knows their tables.
 */

/** The kinds the cardholder turned off or on, as stored (kinds with no row are on). */
export async function noticePreferencesOf(db: Db, accountId: number): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ kind: cardNoticePreferences.kind, enabled: cardNoticePreferences.enabled })
    .from(cardNoticePreferences)
    .where(eq(cardNoticePreferences.accountId, accountId));
  return new Map(rows.map((row) => [row.kind, row.enabled]));
}

export async function storeNoticePreference(
  tx: Db,
  preference: { accountId: number; kind: string; enabled: boolean; at: Date },
): Promise<void> {
  await tx
    .insert(cardNoticePreferences)
    .values({
      accountId: preference.accountId,
      kind: preference.kind,
      enabled: preference.enabled,
      updatedAt: preference.at,
    })
    .onConflictDoUpdate({
      target: [cardNoticePreferences.accountId, cardNoticePreferences.kind],
      set: { enabled: preference.enabled, updatedAt: preference.at },
    });
}

/**
 * Claims the one notice of a kind about a subject: true the first time, false
 * when it was claimed before (a redelivered event), so only the first sends.
 */
export async function claimNotice(
  tx: Db,
  notice: { accountId: number; kind: string; subjectKey: string; at: Date },
): Promise<number | null> {
  const [claimed] = await tx
    .insert(cardNotices)
    .values({ accountId: notice.accountId, kind: notice.kind, subjectKey: notice.subjectKey, createdAt: notice.at })
    .onConflictDoNothing()
    .returning({ id: cardNotices.id });
  return claimed?.id ?? null;
}

export async function recordNoticeMessage(tx: Db, noticeId: number, outboxMessageId: string): Promise<void> {
  await tx.update(cardNotices).set({ outboxMessageId }).where(eq(cardNotices.id, noticeId));
}

/** A closed statement's reminder, once per statement. */
export async function insertPaymentReminder(tx: Db, reminder: typeof cardPaymentReminders.$inferInsert): Promise<void> {
  await tx.insert(cardPaymentReminders).values(reminder).onConflictDoNothing();
}

export type PaymentReminderRow = typeof cardPaymentReminders.$inferSelect;

/** Reminders due by `today` (YYYY-MM-DD) and not done, oldest first. */
export async function dueReminders(db: Db, today: string, limit: number): Promise<PaymentReminderRow[]> {
  return db
    .select()
    .from(cardPaymentReminders)
    .where(and(lte(cardPaymentReminders.remindOn, today), isNull(cardPaymentReminders.doneAt)))
    .orderBy(cardPaymentReminders.remindOn, cardPaymentReminders.id)
    .limit(limit);
}

/** The reminder locked for the sweep's transaction; null once done (another instance's sweep took it). */
export async function lockPendingReminder(tx: Db, id: number): Promise<PaymentReminderRow | null> {
  const [row] = await tx
    .select()
    .from(cardPaymentReminders)
    .where(and(eq(cardPaymentReminders.id, id), isNull(cardPaymentReminders.doneAt)))
    .for('update');
  return row ?? null;
}

export async function markReminderDone(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(cardPaymentReminders).set({ doneAt: at }).where(eq(cardPaymentReminders.id, id));
}
