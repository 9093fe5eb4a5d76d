import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { creditInquiries, prequalifications } from './credit-report-tables.js';

export type PrequalificationRow = typeof prequalifications.$inferSelect;
export type CreditInquiryRow = typeof creditInquiries.$inferSelect;

export async function insertPrequalification(tx: Db, row: typeof prequalifications.$inferInsert): Promise<void> {
  await tx.insert(prequalifications).values(row);
}

export async function insertInquiry(tx: Db, row: typeof creditInquiries.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(creditInquiries)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: creditInquiries.id });
  return inserted.length > 0;
}

/**
 * The answers that may still fill a new application: the user's own latest,
 * or the visitor's (by the browser's cookie, given under the account's name)
 * not yet used by anyone.
 */
export async function findCarriedAnswers(
  db: Db,
  userId: string,
  visitor: { prequalificationId: string; nameKey: string } | null,
  now: Date,
): Promise<Pick<PrequalificationRow, 'id' | 'answersCipher'> | undefined> {
  const owner = visitor
    ? or(
        eq(prequalifications.userId, userId),
        and(
          eq(prequalifications.id, visitor.prequalificationId),
          isNull(prequalifications.userId),
          eq(prequalifications.nameKey, visitor.nameKey),
        ),
      )
    : eq(prequalifications.userId, userId);
  const [row] = await db
    .select({ id: prequalifications.id, answersCipher: prequalifications.answersCipher })
    .from(prequalifications)
    .where(
      and(
        owner,
        isNotNull(prequalifications.answersCipher),
        isNull(prequalifications.answersUsedAt),
        sql`${prequalifications.answersExpireAt} > ${now.toISOString()}`,
      ),
    )
    .orderBy(desc(prequalifications.createdAt))
    .limit(1);
  return row;
}

/** The answers filled an application: they are deleted, and the check belongs to that user. */
export async function markAnswersUsed(db: Db, id: string, userId: string, now: Date): Promise<void> {
  await db
    .update(prequalifications)
    .set({ answersCipher: null, answersExpireAt: null, answersUsedAt: now, userId })
    .where(eq(prequalifications.id, id));
}

/** The purge job: answers nobody used are deleted when they expire. */
export async function purgeExpiredAnswers(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(prequalifications)
    .set({ answersCipher: null, answersExpireAt: null })
    .where(and(eq(prequalifications.id, id), lt(prequalifications.answersExpireAt, new Date(now.getTime() + 1000))));
}

export async function findHardInquiry(db: Db, applicationId: number): Promise<CreditInquiryRow | undefined> {
  const [row] = await db
    .select()
    .from(creditInquiries)
    .where(and(eq(creditInquiries.kind, 'hard'), eq(creditInquiries.applicationId, applicationId)))
    .limit(1);
  return row;
}

export async function findInquiry(db: Db, id: string): Promise<CreditInquiryRow | undefined> {
  const [row] = await db.select().from(creditInquiries).where(eq(creditInquiries.id, id)).limit(1);
  return row;
}

/**
 * Takes a pending inquiry for one try: a lease, so a second run of the same
 * job (expired and retried while the first still waits on the bureau) does
 * not ask the bureau twice.
 */
export async function claimPendingInquiry(
  db: Db,
  id: string,
  now: Date,
  leaseMs: number,
): Promise<CreditInquiryRow | undefined> {
  const [row] = await db
    .update(creditInquiries)
    .set({
      leaseUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${creditInquiries.attempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(creditInquiries.id, id),
        eq(creditInquiries.status, 'pending'),
        or(isNull(creditInquiries.leaseUntil), lt(creditInquiries.leaseUntil, now)),
      ),
    )
    .returning();
  return row;
}

export async function finishInquiry(
  db: Db,
  id: string,
  result: { status: string; bureauName: string | null; answerCipher: string | null; now: Date },
): Promise<void> {
  await db
    .update(creditInquiries)
    .set({
      status: result.status,
      bureauName: result.bureauName,
      answerCipher: result.answerCipher,
      leaseUntil: null,
      lastError: null,
      completedAt: result.now,
      updatedAt: result.now,
    })
    .where(and(eq(creditInquiries.id, id), eq(creditInquiries.status, 'pending')));
}

/** A failed try: the lease is released for the next; the last one marks the inquiry unavailable. */
export async function releaseInquiry(
  db: Db,
  id: string,
  failure: { error: string; giveUp: boolean; now: Date },
): Promise<void> {
  await db
    .update(creditInquiries)
    .set({
      leaseUntil: null,
      lastError: failure.error,
      updatedAt: failure.now,
      ...(failure.giveUp ? { status: 'unavailable', completedAt: failure.now } : {}),
    })
    .where(and(eq(creditInquiries.id, id), eq(creditInquiries.status, 'pending')));
}

/** The applicant asks again after a freeze was lifted: back to pending with a new job, if it was still retryable. */
export async function reopenInquiry(
  tx: Db,
  id: string,
  retryable: readonly string[],
  jobId: string,
  now: Date,
): Promise<boolean> {
  const reopened = await tx
    .update(creditInquiries)
    .set({ status: 'pending', jobId, leaseUntil: null, lastError: null, completedAt: null, updatedAt: now })
    .where(and(eq(creditInquiries.id, id), inArray(creditInquiries.status, [...retryable])))
    .returning({ id: creditInquiries.id });
  return reopened.length > 0;
}
