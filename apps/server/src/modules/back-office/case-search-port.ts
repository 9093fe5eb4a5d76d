import type { Db } from '../../db/database.js';

/** A submitted application as the case search reads it: no answers but the step name (decision 067). */
export interface CaseCandidate {
  id: number;
  userId: string;
  /** submitted, approved, declined, closedIncomplete or canceled. */
  status: string;
  submittedAt: Date | null;
  closedAt: Date | null;
  /** The draft's step name, which tells the track. */
  stepName: string | null;
}

/** What the SQL narrows by; the rest of a case's filter needs the back office's own tables and the clock. */
export interface CaseCandidateCriteria {
  statuses?: readonly string[] | null;
  submittedFrom?: Date | null;
  submittedBefore?: Date | null;
  applicationId?: number | null;
  userIds?: readonly string[] | null;
}

/**
 * The case search's reads of the other modules (decision 067), wired in
 * composition/underwriting-wiring.ts: applications narrowed in SQL without
 * their drafts, accounts by name or e-mail, a change request by its number.
 */
export interface CaseSearchPort {
  candidates(db: Db, criteria: CaseCandidateCriteria): Promise<CaseCandidate[]>;
  accountIdsMatching(db: Db, text: string, limit: number): Promise<string[]>;
  changeRequest(db: Db, id: number): Promise<{ id: number; status: string } | null>;
}
