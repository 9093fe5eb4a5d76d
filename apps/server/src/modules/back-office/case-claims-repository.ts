import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applicationClaims, staffRecommendations, type ApplicationClaimRow } from './back-office-tables.js';

export type { ApplicationClaimRow } from './back-office-tables.js';

/*
 * Claims on applications (decision 067) and the case search's one read of
 * recommendations. A claim is one row per application: the primary key is
 * what makes two claims at once give one winner.
 */

/** Claims the application; null when someone (anyone, the caller too) already holds it. */
export async function insertClaim(
  tx: Db,
  claim: { applicationId: number; staffId: string; claimedAt: Date },
): Promise<ApplicationClaimRow | null> {
  const [row] = await tx.insert(applicationClaims).values(claim).onConflictDoNothing().returning();
  return row ?? null;
}

export async function claimOf(db: Db, applicationId: number): Promise<ApplicationClaimRow | undefined> {
  const [row] = await db.select().from(applicationClaims).where(eq(applicationClaims.applicationId, applicationId));
  return row;
}

/** The claims of the applications given, by application id. */
export async function claimsOf(db: Db, applicationIds: readonly number[]): Promise<Map<number, ApplicationClaimRow>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(applicationClaims)
    .where(inArray(applicationClaims.applicationId, [...applicationIds]));
  return new Map(rows.map((row) => [row.applicationId, row]));
}

/** Deletes the claim if it is still the one held by `staffId`; false when it changed hands or was gone. */
export async function deleteClaim(tx: Db, applicationId: number, staffId: string): Promise<boolean> {
  const deleted = await tx
    .delete(applicationClaims)
    .where(and(eq(applicationClaims.applicationId, applicationId), eq(applicationClaims.staffId, staffId)))
    .returning({ applicationId: applicationClaims.applicationId });
  return deleted.length > 0;
}

/** When each application given was last recommended on, by application id (the case's "recommended" status). */
export async function latestRecommendationTimes(db: Db, applicationIds: readonly number[]): Promise<Map<number, Date>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: staffRecommendations.applicationId, at: max(staffRecommendations.createdAt) })
    .from(staffRecommendations)
    .where(inArray(staffRecommendations.applicationId, [...applicationIds]))
    .groupBy(staffRecommendations.applicationId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.applicationId, row.at] as const] : [])));
}
