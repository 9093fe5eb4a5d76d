import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { decisionNotices } from './decision-notices-tables.js';

/**
 * An application's decision and account-action notices, newest first, for
 * the case timeline (decision 068): what was sent and when, and whether its
 * letter is kept, without reading the letter's bytes.
 */
export function decisionNoticesTimeline(db: Db, applicationId: number, limit: number) {
  return db
    .select({
      id: decisionNotices.id,
      kind: decisionNotices.kind,
      accountAction: decisionNotices.accountAction,
      status: decisionNotices.status,
      createdAt: decisionNotices.createdAt,
      sentAt: decisionNotices.sentAt,
      hasPdf: sql<boolean>`${decisionNotices.pdf} is not null`,
    })
    .from(decisionNotices)
    .where(eq(decisionNotices.applicationId, applicationId))
    .orderBy(desc(decisionNotices.createdAt))
    .limit(limit);
}

/** A kept notice's PDF for staff, found only within the application named (Reg B 1002.12 keeps it). */
export async function decisionNoticePdfOf(
  db: Db,
  applicationId: number,
  noticeId: string,
): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ pdf: decisionNotices.pdf })
    .from(decisionNotices)
    .where(
      and(
        eq(decisionNotices.id, noticeId),
        eq(decisionNotices.applicationId, applicationId),
        isNotNull(decisionNotices.pdf),
      ),
    );
  return row?.pdf ?? undefined;
}
