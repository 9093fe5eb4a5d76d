import { and, asc, count, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { ChangeRequestKind } from '@waypoint/domain/change-requests/change-request-kinds';
import type { ChangeRequestStatus } from '@waypoint/domain/change-requests/change-request-status';
import type { Db } from '../../db/database.js';
import {
  changeRequestFiles,
  changeRequestKinds,
  changeRequests,
  type ChangeRequestFileRow,
  scraBenefits,
  type ChangeRequestRow,
} from './change-requests-tables.js';

export type { ChangeRequestFileRow, ChangeRequestRow } from './change-requests-tables.js';

/** The caller's request; another account's is as missing as none. */
export async function findOwnedRequest(db: Db, userId: string, id: number): Promise<ChangeRequestRow | null> {
  const [row] = await db
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.id, id), eq(changeRequests.userId, userId)));
  return row ?? null;
}

/**
 * Locks a request's row for a move (decision 036): a submit, a cancel, an
 * upload, a removal or a staff decision, each waits for the one before and
 * then reads the status that one left.
 */
export async function lockRequest(tx: Db, id: number): Promise<ChangeRequestRow | null> {
  const [row] = await tx.select().from(changeRequests).where(eq(changeRequests.id, id)).for('update');
  return row ?? null;
}

/** The kinds already in an open request of the account. */
export async function openKindsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: changeRequestKinds.kind })
    .from(changeRequestKinds)
    .where(and(eq(changeRequestKinds.userId, userId), eq(changeRequestKinds.open, true)));
  return rows.map((row) => row.kind);
}

/**
 * A new pending request and its open kinds, in one transaction. A kind
 * already open (a start racing another) breaks the partial unique index: the
 * caller answers CHANGE_REQUEST_ALREADY_OPEN.
 */
export async function insertRequest(
  tx: Db,
  request: { userId: string; codes: readonly ChangeRequestKind[]; now: Date },
): Promise<ChangeRequestRow> {
  const [row] = await tx
    .insert(changeRequests)
    .values({ userId: request.userId, codes: [...request.codes], createdAt: request.now })
    .returning();
  if (!row) throw new Error('change request insert returned no row');
  await tx
    .insert(changeRequestKinds)
    .values(request.codes.map((kind) => ({ changeRequestId: row.id, userId: request.userId, kind })));
  return row;
}

/**
 * Moves a locked request to its next status; a closing move frees its kinds.
 * Every move grows the version, so a staff view from before it is stale.
 */
export async function moveRequest(
  tx: Db,
  id: number,
  change: {
    status: ChangeRequestStatus;
    now: Date;
    data?: Record<string, string>;
    declineReason?: string;
    decidedBy?: string;
  },
): Promise<ChangeRequestRow> {
  const closing = change.status !== 'pending' && change.status !== 'submitted';
  const [row] = await tx
    .update(changeRequests)
    .set({
      status: change.status,
      version: sql`${changeRequests.version} + 1`,
      ...(change.status === 'submitted' ? { submittedAt: change.now } : {}),
      ...(closing ? { closedAt: change.now } : {}),
      ...(change.data ? { data: change.data } : {}),
      ...(change.declineReason !== undefined ? { declineReason: change.declineReason } : {}),
      ...(change.decidedBy ? { decidedBy: change.decidedBy } : {}),
    })
    .where(eq(changeRequests.id, id))
    .returning();
  if (!row) throw new Error(`change request ${id} vanished under its lock`);
  if (closing)
    await tx.update(changeRequestKinds).set({ open: false }).where(eq(changeRequestKinds.changeRequestId, id));
  return row;
}

/** The account's latest request: the open one when there is one, else the last started. */
export async function latestRequestOf(db: Db, userId: string): Promise<ChangeRequestRow | null> {
  const [row] = await db
    .select()
    .from(changeRequests)
    .where(eq(changeRequests.userId, userId))
    .orderBy(sql`${changeRequests.closedAt} is null desc`, desc(changeRequests.id))
    .limit(1);
  return row ?? null;
}

/** An account keeps every request; a person files a handful in years. The list shows this many at most. */
export const MAX_LISTED_CHANGE_REQUESTS = 50;

export function requestsOf(db: Db, userId: string): Promise<ChangeRequestRow[]> {
  return db
    .select()
    .from(changeRequests)
    .where(eq(changeRequests.userId, userId))
    .orderBy(desc(changeRequests.id))
    .limit(MAX_LISTED_CHANGE_REQUESTS);
}

/** A request's files not removed, newest first. */
export function filesOfRequest(db: Db, changeRequestId: number): Promise<ChangeRequestFileRow[]> {
  return db
    .select()
    .from(changeRequestFiles)
    .where(and(eq(changeRequestFiles.changeRequestId, changeRequestId), isNull(changeRequestFiles.removedAt)))
    .orderBy(desc(changeRequestFiles.createdAt), desc(changeRequestFiles.id));
}

/** How many files each group of a request holds, for the submission's proof rule. */
export async function fileCountsOf(db: Db, changeRequestId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ fileType: changeRequestFiles.fileType, count: sql<number>`count(*)::int` })
    .from(changeRequestFiles)
    .where(and(eq(changeRequestFiles.changeRequestId, changeRequestId), isNull(changeRequestFiles.removedAt)))
    .groupBy(changeRequestFiles.fileType);
  return Object.fromEntries(rows.map((row) => [row.fileType, row.count]));
}

/** Records a stored file as its group's next version; the caller holds the request's lock, so versions never collide. */
export async function insertFile(
  tx: Db,
  file: Omit<typeof changeRequestFiles.$inferInsert, 'id' | 'version' | 'removedAt'>,
): Promise<ChangeRequestFileRow> {
  const [latest] = await tx
    .select({ version: max(changeRequestFiles.version) })
    .from(changeRequestFiles)
    .where(
      and(eq(changeRequestFiles.changeRequestId, file.changeRequestId), eq(changeRequestFiles.fileType, file.fileType)),
    );
  const [row] = await tx
    .insert(changeRequestFiles)
    .values({ ...file, version: (latest?.version ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('change request file insert returned no row');
  return row;
}

/** A file of the account's (removed ones too: `removedAt` tells); another account's is as missing as none. */
export async function findOwnedFile(db: Db, userId: string, fileId: number): Promise<ChangeRequestFileRow | null> {
  const [row] = await db
    .select()
    .from(changeRequestFiles)
    .where(and(eq(changeRequestFiles.id, fileId), eq(changeRequestFiles.userId, userId)));
  return row ?? null;
}

export async function markFileRemoved(tx: Db, fileId: number, now: Date): Promise<void> {
  await tx.update(changeRequestFiles).set({ removedAt: now }).where(eq(changeRequestFiles.id, fileId));
}

/** A request staff may see: any status but pending. */
export async function reviewableRequest(db: Db, id: number): Promise<ChangeRequestRow | null> {
  const [row] = await db
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.id, id), ne(changeRequests.status, 'pending')));
  return row ?? null;
}

/** A file staff may open: not removed, of a request that is not pending. */
export async function reviewableFile(db: Db, fileId: number) {
  const [row] = await db
    .select({ file: changeRequestFiles })
    .from(changeRequestFiles)
    .innerJoin(changeRequests, eq(changeRequests.id, changeRequestFiles.changeRequestId))
    .where(
      and(
        eq(changeRequestFiles.id, fileId),
        isNull(changeRequestFiles.removedAt),
        ne(changeRequests.status, 'pending'),
      ),
    );
  return row?.file ?? null;
}

/** The approved SCRA request on record: the day active duty began and the request; null when none. */
export async function scraBenefitOf(
  db: Db,
  userId: string,
): Promise<{ activeDutyStartDate: string; changeRequestId: number } | null> {
  const [benefit] = await db.select().from(scraBenefits).where(eq(scraBenefits.userId, userId));
  return benefit
    ? { activeDutyStartDate: benefit.activeDutyStartDate, changeRequestId: benefit.changeRequestId }
    : null;
}

/** The day (yyyy-mm-dd) active duty began, when an approved SCRA request recorded one. */
export async function scraBenefitSinceOf(db: Db, userId: string): Promise<string | null> {
  const [benefit] = await db.select().from(scraBenefits).where(eq(scraBenefits.userId, userId));
  return benefit?.activeDutyStartDate ?? null;
}

/** The change-request queue's page: one status, oldest submission first, and how many there are in all. */
export async function requestsWithStatus(
  db: Db,
  status: ChangeRequestStatus,
  page: { page: number; pageSize: number },
): Promise<{ total: number; rows: ChangeRequestRow[] }> {
  const matching = eq(changeRequests.status, status);
  const [counted] = await db.select({ total: count() }).from(changeRequests).where(matching);
  const rows = await db
    .select()
    .from(changeRequests)
    .where(matching)
    .orderBy(asc(changeRequests.submittedAt), asc(changeRequests.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { total: counted?.total ?? 0, rows };
}

/** Records an approved SCRA request's benefit; a later approval replaces it. */
export async function upsertScraBenefit(
  tx: Db,
  userId: string,
  benefit: { activeDutyStartDate: string; changeRequestId: number; approvedAt: Date },
): Promise<void> {
  await tx
    .insert(scraBenefits)
    .values({ userId, ...benefit })
    .onConflictDoUpdate({ target: scraBenefits.userId, set: benefit });
}
