import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  informationRequests,
  staffRecommendations,
  type InformationRequestRow,
  type StaffRecommendationRow,
} from './back-office-tables.js';

/** Recommendations and requests for information (decision 032): inserted and read, never changed. */

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
