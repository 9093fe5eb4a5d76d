import { and, eq, gt, sql } from 'drizzle-orm';
import type { ContactMessage } from '@waypoint/domain/site/contact/contact-message';
import type { Db } from '../../db/database.js';
import { contactMessages } from './contact-tables.js';

// The repeat check's lock namespace, so it never waits on the migration lock or any other.
const repeatLockNamespace = 7_202;

/**
 * Holds a transaction-scoped lock per sender, so two identical requests that
 * arrive together (a double-click) run the repeat check one after the other.
 */
export async function lockSender(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${repeatLockNamespace}, hashtext(${email}))`);
}

/** Whether this sender already sent this very message (same topic, same words) since `since`. */
export async function hasRecentTwin(tx: Db, message: ContactMessage, since: Date): Promise<boolean> {
  const [twin] = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.email, message.email),
        eq(contactMessages.topic, message.topic),
        eq(contactMessages.message, message.message),
        gt(contactMessages.createdAt, since),
      ),
    )
    .limit(1);
  return twin !== undefined;
}

export async function insertContactMessage(
  tx: Db,
  message: ContactMessage,
  sender: { ip: string; userId: string | null },
  createdAt: Date,
): Promise<void> {
  await tx.insert(contactMessages).values({ ...message, ip: sender.ip, userId: sender.userId, createdAt });
}
