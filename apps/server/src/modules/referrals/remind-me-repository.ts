import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { inviteReminders } from './referrals-tables.js';

// Its own advisory-lock namespace, so it never waits on the migration lock or the contact form's.
const reminderLockNamespace = 7_309;

/** The invitation reminders' SQL (the codes' is invite-codes-repository.ts). */

/** Locks an address until the transaction ends: a second request for it waits for the first. */
export async function lockReminderAddress(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${reminderLockNamespace}, hashtext(${email}))`);
}

export async function hasRecentReminder(tx: Db, email: string, code: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: inviteReminders.id })
    .from(inviteReminders)
    .where(and(eq(inviteReminders.email, email), eq(inviteReminders.code, code), gt(inviteReminders.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function recordReminder(tx: Db, reminder: typeof inviteReminders.$inferInsert): Promise<void> {
  await tx.insert(inviteReminders).values(reminder);
}
