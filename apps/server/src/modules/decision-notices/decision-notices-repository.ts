import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { decisionNotices, type DecisionNoticeRow } from './decision-notices-tables.js';

export type { DecisionNoticeRow } from './decision-notices-tables.js';

/** Records a notice for a decision; a second call for the same decision records nothing. */
export async function insertNotice(
  tx: Db,
  row: { id: string; applicationId: number; decisionId: string },
): Promise<string | null> {
  const [inserted] = await tx
    .insert(decisionNotices)
    .values(row)
    .onConflictDoNothing({ target: decisionNotices.decisionId })
    .returning({ id: decisionNotices.id });
  return inserted?.id ?? null;
}

/** Records the notice of an action on an open account (decision 054): no decision, its kind known from the start. */
export async function insertAccountActionNotice(
  tx: Db,
  row: { id: string; applicationId: number; accountAction: string },
): Promise<void> {
  await tx.insert(decisionNotices).values({ ...row, kind: 'accountAction' });
}

/** The pending notice, locked until the transaction ends: a second job run waits, then finds it sent. */
export async function claimPendingNotice(tx: Db, id: string): Promise<DecisionNoticeRow | undefined> {
  const [row] = await tx
    .select()
    .from(decisionNotices)
    .where(and(eq(decisionNotices.id, id), eq(decisionNotices.status, 'pending')))
    .for('update');
  return row;
}

export async function markNotice(
  tx: Db,
  id: string,
  values: Partial<Omit<typeof decisionNotices.$inferInsert, 'id' | 'applicationId' | 'decisionId'>>,
): Promise<void> {
  await tx.update(decisionNotices).set(values).where(eq(decisionNotices.id, id));
}

/** A sent PDF notice of this user; undefined for anyone else's, so the route cannot tell them apart. */
export async function findOwnedPdf(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ pdf: decisionNotices.pdf, sha256: decisionNotices.pdfSha256 })
    .from(decisionNotices)
    .where(
      and(
        eq(decisionNotices.id, id),
        eq(decisionNotices.userId, userId),
        eq(decisionNotices.status, 'sent'),
        sql`${decisionNotices.pdf} is not null`,
      ),
    )
    .limit(1);
  return row?.pdf ? { pdf: row.pdf, sha256: row.sha256 } : undefined;
}

/** The user's sent notices, newest first. */
export function sentNoticesOf(db: Db, userId: string) {
  return db
    .select({
      id: decisionNotices.id,
      applicationId: decisionNotices.applicationId,
      decisionId: decisionNotices.decisionId,
      kind: decisionNotices.kind,
      hasPdf: sql<boolean>`${decisionNotices.pdf} is not null`,
      sentAt: decisionNotices.sentAt,
    })
    .from(decisionNotices)
    .where(and(eq(decisionNotices.userId, userId), eq(decisionNotices.status, 'sent')))
    .orderBy(desc(decisionNotices.createdAt));
}
