import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { DecisionCreditReport } from '@waypoint/domain/decisions/decision-inputs';
import type { Db } from '../../db/database.js';

/** The application as a decision sees it: its status and its answers, never the SSN or identification number. */
export interface DecisionApplication {
  status: string;
  draft: Readonly<Draft>;
  /** When an answer the identity questions rest on last changed (product-rules#check-dependencies); null when never. */
  identityAnswersChangedAt: Date | null;
}

/** A current file's type and check flags (product-rules#document-check); the file itself never reaches a decision. */
export interface DecisionFileFlags {
  documentType: string;
  isRecognized: boolean;
  isValid: boolean;
  isDocumentExpired: boolean;
  isDocumentMismatch: boolean;
}

/** The identity questions of an application as the identity-questions module records them (decision 010). */
export interface IdentityQuestionsRecord {
  /** A transaction of this application passed. */
  passed: boolean;
  /** When the latest pass was recorded; null when none passed. */
  passedAt: Date | null;
  /** The latest transaction's result (questions, challenge, passed, failed, timeout), or null when none. */
  latestResult: string | null;
  /** How many transactions failed. */
  failures: number;
}

/**
 * What the decisions module needs from the rest of the server, wired in
 * the composition (modules do not import each other). Every source is read on the
 * decision's own transaction (`db`), under its lock, so the snapshot is what
 * the database held when the decision was made.
 */
export interface DecisionsDeps {
  db: Db;
  applicationOf(db: Db, applicationId: number): Promise<DecisionApplication | null>;
  /** The current file of each type, replaced and removed ones left out. */
  currentFilesOf(db: Db, applicationId: number): Promise<DecisionFileFlags[]>;
  identityQuestionsOf(db: Db, applicationId: number): Promise<IdentityQuestionsRecord>;
  /** The hard inquiry's status and, when a file was found, its summary (decision 026); null when there is none. */
  creditReportOf(db: Db, applicationId: number): Promise<DecisionCreditReport | null>;
  /**
   * A new decision changes what staff judge (the suggestion): the application
   * gets a new version in the decision's transaction, so a view loaded before
   * it is refused as stale (decision 032).
   */
  markChanged(tx: Db, applicationId: number): Promise<void>;
  now(): Date;
}
