import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { letters } from './letter-tables.js';

/* The letters' SQL (decision 089; letter-outbox.ts holds the sending rules). */

export type LetterRow = typeof letters.$inferSelect;
export type NewLetter = Pick<
  typeof letters.$inferInsert,
  'idempotencyKey' | 'kind' | 'userId' | 'toName' | 'toAddress' | 'title' | 'pdf'
>;

/** Records a letter once per key: `created` is false when the key had one already (its id is returned). */
export async function insertLetter(db: Db, letter: NewLetter): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(letters)
    .values(letter)
    .onConflictDoNothing({ target: letters.idempotencyKey })
    .returning({ id: letters.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: letters.id })
    .from(letters)
    .where(eq(letters.idempotencyKey, letter.idempotencyKey));
  if (!existing) throw new Error('letter insert returned no row');
  return { id: existing.id, created: false };
}

/** Claims a pending, due letter for one send, leasing it for `leaseSeconds`; undefined when it is not claimable. */
export async function claimLetter(db: Db, id: string, leaseSeconds: number): Promise<LetterRow | undefined> {
  const [row] = await db
    .update(letters)
    .set({
      attempts: sql`${letters.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(and(eq(letters.id, id), eq(letters.status, 'pending'), lte(letters.nextAttemptAt, sql`now()`)))
    .returning();
  return row;
}

export async function letterStatusOf(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ status: letters.status }).from(letters).where(eq(letters.id, id));
  return row?.status;
}

export async function recordLetterSent(
  db: Db,
  id: string,
  sent: { provider: string; providerId: string; expectedDelivery: string; at: Date },
): Promise<void> {
  await db
    .update(letters)
    .set({
      status: 'sent',
      provider: sent.provider,
      providerId: sent.providerId,
      expectedDelivery: sent.expectedDelivery,
      sentAt: sent.at,
      lastError: null,
    })
    .where(eq(letters.id, id));
}

/** A failed send: released for the retry, or parked as failed (undeliverable, or after the last retry). */
export async function recordLetterFailure(db: Db, id: string, lastError: string, parked: boolean): Promise<void> {
  await db
    .update(letters)
    .set({ lastError, ...(parked ? { status: 'failed' as const } : { nextAttemptAt: sql`now()` }) })
    .where(eq(letters.id, id));
}

/** A person's letters, newest first, without their PDFs (the case view and the account page). */
export function lettersOfUser(db: Db, userId: string, limit = 50) {
  return db
    .select({
      id: letters.id,
      kind: letters.kind,
      title: letters.title,
      toAddress: letters.toAddress,
      status: letters.status,
      expectedDelivery: letters.expectedDelivery,
      createdAt: letters.createdAt,
      sentAt: letters.sentAt,
    })
    .from(letters)
    .where(eq(letters.userId, userId))
    .orderBy(desc(letters.createdAt))
    .limit(limit);
}

/** The sandbox's page: the latest letters the sandbox provider "posted". */
export function latestSandboxLetters(db: Db, limit = 100) {
  return db
    .select({
      id: letters.id,
      kind: letters.kind,
      title: letters.title,
      toAddress: letters.toAddress,
      status: letters.status,
      providerId: letters.providerId,
      expectedDelivery: letters.expectedDelivery,
      lastError: letters.lastError,
      createdAt: letters.createdAt,
    })
    .from(letters)
    .where(sql`${letters.provider} = 'sandbox' or ${letters.provider} is null`)
    .orderBy(desc(letters.createdAt))
    .limit(limit);
}

export async function letterPdfById(
  db: Db,
  id: string,
): Promise<{ pdf: Uint8Array; provider: string | null } | undefined> {
  const [row] = await db
    .select({ pdf: letters.pdf, provider: letters.provider })
    .from(letters)
    .where(eq(letters.id, id))
    .limit(1);
  return row;
}
