import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { outboxMessages } from './mail-tables.js';

/*
 * The outbox's SQL (decision 016; outbox.ts holds the sending rules): one
 * row per message, claimed for a send by a lease on its next attempt.
 */

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

export async function insertOutboxMessage(
  db: Db,
  message: typeof outboxMessages.$inferInsert,
): Promise<{ id: string } | undefined> {
  const [inserted] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  return inserted;
}

/** Drops a message not sent yet; a sent one stays. */
export async function deletePendingMessage(db: Db, id: string): Promise<void> {
  await db.delete(outboxMessages).where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
}

/** Claims a pending, due message for one send, leasing it for `leaseSeconds`; undefined when it is not claimable. */
export async function claimMessage(db: Db, id: string, leaseSeconds: number): Promise<OutboxMessageRow | undefined> {
  const [message] = await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.status, 'pending'),
        lte(outboxMessages.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return message;
}

export async function messageStatusOf(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: outboxMessages.status })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  return row?.status;
}

/** Records a failed send: released for the retry, or parked as failed after the last one. */
export async function recordSendFailure(db: Db, id: string, lastError: string, parked: boolean): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      lastError,
      ...(parked ? { status: 'failed' as const } : { nextAttemptAt: sql`now()` }),
    })
    .where(eq(outboxMessages.id, id));
}

export async function recordSent(db: Db, id: string, transport: string, at: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: at, transport, lastError: null })
    .where(eq(outboxMessages.id, id));
}

/** The sandbox mailbox's list: the latest 100 messages, to one address or all. */
export function latestMessages(db: Db, to: string | undefined): Promise<OutboxMessageRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.toAddress, to.toLowerCase()) : eq(outboxMessages.transport, 'mailbox'))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(100);
}

export async function messageById(db: Db, id: string): Promise<OutboxMessageRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row;
}
