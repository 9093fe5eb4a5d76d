import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  informationRequests,
  staffRecommendations,
  type InformationRequestRow,
  type StaffRecommendationRow,
} from './back-office-tables.js';

export type { InformationRequestRow, StaffRecommendationRow } from './back-office-tables.js';

/**
 * Recommendations and requests for information (decision 032): inserted and
 * read; a request's jobs only record what they did (product-rules#reg-b-clocks).
 */

export async function insertRecommendation(
  tx: Db,
  row: typeof staffRecommendations.$inferInsert,
): Promise<StaffRecommendationRow> {
  const [inserted] = await tx.insert(staffRecommendations).values(row).returning();
  if (!inserted) throw new Error(`recommendation ${row.id} was not stored`);
  return inserted;
}

/** An application's recommendations, oldest first. */
export function recommendationsOf(db: Db, applicationId: number): Promise<StaffRecommendationRow[]> {
  return db
    .select()
    .from(staffRecommendations)
    .where(eq(staffRecommendations.applicationId, applicationId))
    .orderBy(asc(staffRecommendations.createdAt), asc(staffRecommendations.id));
}

export async function insertInformationRequest(
  tx: Db,
  row: typeof informationRequests.$inferInsert,
): Promise<InformationRequestRow> {
  const [inserted] = await tx.insert(informationRequests).values(row).returning();
  if (!inserted) throw new Error(`information request ${row.id} was not stored`);
  return inserted;
}

/** The latest request for information of an application, if any. */
export async function latestInformationRequest(
  db: Db,
  applicationId: number,
): Promise<InformationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(informationRequests)
    .where(eq(informationRequests.applicationId, applicationId))
    .orderBy(desc(informationRequests.requestedAt), desc(informationRequests.id))
    .limit(1);
  return row;
}

/** The latest request of each application given (for the queue's clocks), by application id. */
export async function latestInformationRequests(
  db: Db,
  applicationIds: readonly number[],
): Promise<Map<number, InformationRequestRow>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(informationRequests)
    .where(inArray(informationRequests.applicationId, [...applicationIds]))
    .orderBy(asc(informationRequests.requestedAt), asc(informationRequests.id));
  // Oldest first, so each application's latest request is the one left in the map.
  return new Map(rows.map((row) => [row.applicationId, row]));
}

export async function informationRequestById(db: Db, id: string): Promise<InformationRequestRow | undefined> {
  const [row] = await db.select().from(informationRequests).where(eq(informationRequests.id, id));
  return row;
}

/** One request, locked until the transaction ends: its jobs on two instances take turns here. */
export async function lockInformationRequest(tx: Db, id: string): Promise<InformationRequestRow | undefined> {
  const [row] = await tx.select().from(informationRequests).where(eq(informationRequests.id, id)).for('update');
  return row;
}

export async function recordReminderSent(tx: Db, id: string, daysBefore: number): Promise<void> {
  await tx
    .update(informationRequests)
    .set({ remindersSent: sql`${informationRequests.remindersSent} || ${JSON.stringify([daysBefore])}::jsonb` })
    .where(eq(informationRequests.id, id));
}

export async function recordClosedIncomplete(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(informationRequests).set({ closedIncompleteAt: at }).where(eq(informationRequests.id, id));
}
