import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applications } from './application-tables.js';

/** What the back office's case search narrows submitted applications by (decision 067); every field optional. */
export interface CaseCandidateCriteria {
  /** Application statuses (submitted, approved, declined, closedIncomplete, canceled); null for any. */
  statuses?: readonly string[] | null;
  /** Submitted at or after this instant. */
  submittedFrom?: Date | null;
  /** Submitted before this instant. */
  submittedBefore?: Date | null;
  applicationId?: number | null;
  /** Applications of these accounts only (a name or e-mail search); an empty list matches nothing. */
  userIds?: readonly string[] | null;
}

/**
 * Submitted applications matching the search, oldest submission first (ties
 * by id, so paging is stable), without their drafts: the search reads six
 * small columns per row, never the answers (decision 067). The step name is
 * the one answer read, in SQL, because it tells the track.
 */
export function caseCandidateRows(db: Db, criteria: CaseCandidateCriteria) {
  const conditions: SQL[] = [isNotNull(applications.submissionDate)];
  if (criteria.statuses) conditions.push(inArray(applications.status, [...criteria.statuses]));
  if (criteria.submittedFrom) conditions.push(gte(applications.submissionDate, criteria.submittedFrom));
  if (criteria.submittedBefore) conditions.push(lt(applications.submissionDate, criteria.submittedBefore));
  if (criteria.applicationId) conditions.push(eq(applications.id, criteria.applicationId));
  if (criteria.userIds) {
    if (criteria.userIds.length === 0) return Promise.resolve([]);
    conditions.push(inArray(applications.userId, [...criteria.userIds]));
  }
  return db
    .select({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      submittedAt: applications.submissionDate,
      closedAt: applications.closedAt,
      stepName: sql<string | null>`${applications.draft}->>'stepName'`,
    })
    .from(applications)
    .where(and(...conditions))
    .orderBy(asc(applications.submissionDate), asc(applications.id));
}
