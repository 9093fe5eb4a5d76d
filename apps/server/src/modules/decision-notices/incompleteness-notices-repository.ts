import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { incompletenessNotices } from './decision-notices-tables.js';

/** A request's letters (product-rules#reg-b-clocks): inserted once per kind and read, never changed. */

/** Keeps a letter; null when the request already has one of this kind (a retried job). */
export async function insertIncompletenessNotice(
  tx: Db,
  row: typeof incompletenessNotices.$inferInsert,
): Promise<string | null> {
  const [stored] = await tx
    .insert(incompletenessNotices)
    .values(row)
    .onConflictDoNothing({ target: [incompletenessNotices.informationRequestId, incompletenessNotices.kind] })
    .returning({ id: incompletenessNotices.id });
  return stored?.id ?? null;
}

const listed = {
  id: incompletenessNotices.id,
  applicationId: incompletenessNotices.applicationId,
  informationRequestId: incompletenessNotices.informationRequestId,
  kind: incompletenessNotices.kind,
  sentAt: incompletenessNotices.sentAt,
};

/** A user's request letters, newest first. */
export function incompletenessNoticesOfUser(db: Db, userId: string) {
  return db
    .select(listed)
    .from(incompletenessNotices)
    .where(eq(incompletenessNotices.userId, userId))
    .orderBy(desc(incompletenessNotices.sentAt));
}

/** A request's letters (the notice, and the closing letter once there is one), oldest first. */
export function incompletenessNoticesOfRequest(db: Db, informationRequestId: string) {
  return db
    .select(listed)
    .from(incompletenessNotices)
    .where(eq(incompletenessNotices.informationRequestId, informationRequestId))
    .orderBy(incompletenessNotices.sentAt);
}

/** One letter's bytes, found only under the owner given (a user, or for staff an application). */
export async function incompletenessPdf(
  db: Db,
  id: string,
  owner: { userId: string } | { applicationId: number },
): Promise<{ pdf: Uint8Array; sha256: string } | undefined> {
  const [row] = await db
    .select({ pdf: incompletenessNotices.pdf, sha256: incompletenessNotices.pdfSha256 })
    .from(incompletenessNotices)
    .where(
      and(
        eq(incompletenessNotices.id, id),
        'userId' in owner
          ? eq(incompletenessNotices.userId, owner.userId)
          : eq(incompletenessNotices.applicationId, owner.applicationId),
      ),
    )
    .limit(1);
  return row;
}

/** A letter as the applicant's list of notices shows it (the DecisionNotice type). */
export function incompletenessNoticeView(row: { id: string; applicationId: number; kind: string; sentAt: Date }) {
  return {
    id: row.id,
    applicationId: row.applicationId,
    kind: row.kind,
    downloadUrl: `/api/v1/notices/${row.id}.pdf`,
    sentAt: row.sentAt.toISOString(),
  };
}
