import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { identityTransactions } from './kba-tables.js';

export type { StoredQuestionSet } from './kba-tables.js';

export type TransactionRow = typeof identityTransactions.$inferSelect;

// The identity checks' lock namespace, so it never waits on the migration lock or any other.
const identityLockNamespace = 7_311;

/**
 * Holds a transaction-scoped lock per application, so opening a question set
 * and scoring answers run one after the other for one applicant: the
 * failure-limit check and the write that follows it cannot interleave with
 * another request's (docs/sandbox.md "Identity questions"). An advisory lock
 * rather than a unique index, because an expired set stays open in the table
 * until someone reads it, and because it works the same on PGlite and PostgreSQL.
 */
export async function lockIdentityChecks(tx: Db, applicationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${identityLockNamespace}, ${applicationId})`);
}

/** The application's latest transaction, or its latest of one result. */
export async function latestFor(db: Db, applicationId: number, result?: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(identityTransactions)
    .where(
      and(
        eq(identityTransactions.applicationId, applicationId),
        result === undefined ? undefined : eq(identityTransactions.result, result),
      ),
    )
    .orderBy(desc(identityTransactions.createdAt))
    .limit(1);
  return row;
}

export async function failuresOf(db: Db, applicationId: number): Promise<number> {
  const [failures] = await db
    .select({ count: count() })
    .from(identityTransactions)
    .where(and(eq(identityTransactions.applicationId, applicationId), eq(identityTransactions.result, 'failed')));
  return failures?.count ?? 0;
}

/** An open transaction ends as timeout (only if nothing else ended it meanwhile). */
export async function expire(db: Db, now: Date, row: TransactionRow): Promise<TransactionRow> {
  const [updated] = await db
    .update(identityTransactions)
    .set({ result: 'timeout', updatedAt: now })
    .where(and(eq(identityTransactions.id, row.id), eq(identityTransactions.result, row.result)))
    .returning();
  return updated ?? row;
}

export async function findTransaction(db: Db, id: string, userId?: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(identityTransactions)
    .where(
      and(eq(identityTransactions.id, id), userId === undefined ? undefined : eq(identityTransactions.userId, userId)),
    )
    .limit(1);
  return row;
}

export async function recordTransaction(
  db: Db,
  transaction: typeof identityTransactions.$inferInsert,
): Promise<TransactionRow> {
  const [row] = await db.insert(identityTransactions).values(transaction).returning();
  if (!row) throw new Error('identity transaction insert returned nothing');
  return row;
}

/** Records a score, on the condition that the result is still the one read: a replay or a race scores once. */
export async function recordScore(
  tx: Db,
  id: string,
  resultRead: string,
  score: Partial<typeof identityTransactions.$inferInsert>,
): Promise<TransactionRow | undefined> {
  const [updated] = await tx
    .update(identityTransactions)
    .set(score)
    .where(and(eq(identityTransactions.id, id), eq(identityTransactions.result, resultRead)))
    .returning();
  return updated;
}
