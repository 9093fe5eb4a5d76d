import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { NoticeOfIntentReason } from '@waypoint/domain/application/draft/draft-catalogue';
import type { Db } from '../../db/database.js';
import { applications } from './application-tables.js';

/*
 * The application's rows as staff work on them (decisions 031 and 032),
 * for application-back-office.ts: the queue, the action's row lock and
 * the new version an action or an upload makes.
 */

/**
 * An applicant's upload answering a request for information changes what
 * staff see (decision 032): the application takes a new version, so an action
 * from a view loaded before the upload is refused as stale (APPLICATION_CHANGED).
 */
export async function markChangedForStaff(tx: Db, applicationId: number): Promise<void> {
  await tx
    .update(applications)
    .set({ version: sql`${applications.version} + 1` })
    .where(eq(applications.id, applicationId));
}

/** Every submitted application, oldest submission first (ties by id, so paging is stable). */
export function submittedApplicationRows(db: Db) {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.status, 'submitted'), isNotNull(applications.submissionDate)))
    .orderBy(asc(applications.submissionDate), asc(applications.id));
}

/**
 * The application a staff action works on, locked until the transaction
 * ends (decision 032): two approvers at once take turns here, and the
 * second reads the first one's version and status.
 */
export async function lockApplicationForStaffAction(tx: Db, applicationId: number) {
  const [row] = await tx
    .select({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      version: applications.version,
      submittedAt: applications.submissionDate,
    })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  return row ?? null;
}

/**
 * Records a staff action on the application: a new version, and for a
 * request for information its notices of intent (noiCodes, noiReasons;
 * product-rules#draft-fields), for a final decision (or a request's
 * deadline, product-rules#reg-b-clocks) its closing status.
 */
export async function recordStaffActionOn(
  tx: Db,
  applicationId: number,
  change: {
    noticesOfIntent?: NoticeOfIntentReason[];
    close?: 'approved' | 'declined' | 'closedIncomplete';
    now: Date;
  },
): Promise<{ version: number; status: string }> {
  const notices = change.noticesOfIntent;
  const draftPatch = notices ? { noiCodes: notices.map((notice) => notice.code), noiReasons: notices } : null;
  const [row] = await tx
    .update(applications)
    .set({
      version: sql`${applications.version} + 1`,
      updatedAt: change.now,
      ...(draftPatch ? { draft: sql`${applications.draft} || ${JSON.stringify(draftPatch)}::jsonb` } : {}),
      ...(change.close ? { status: change.close, closedAt: change.now } : {}),
    })
    .where(eq(applications.id, applicationId))
    .returning({ version: applications.version, status: applications.status });
  if (!row) throw new Error(`application ${applicationId} vanished under its lock`);
  return row;
}
