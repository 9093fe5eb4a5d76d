import type { FastifyRequest } from 'fastify';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import type { Db } from '../../db/database.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import type { DraftWriteSession } from './application-repository.js';

export interface FieldCipherPort {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

/** What the application module needs from the rest of the server, wired in the composition. */
export interface ApplicationDeps {
  db: Db;
  cipher: FieldCipherPort;
  maskLastFour(value: string): string;
  /** The signed-in applicant, or an APPLICATION_SESSION_INVALID error. */
  requireApplicant(context: GraphqlContext): Promise<Applicant>;
  /**
   * The draft save's one statement (docs/decisions/092-one-statement-save.md): who the request's
   * session was when this server last found it live, and the auth module's SQL that lets the
   * save's write happen only while it still is; wired in the composition.
   */
  sessionWrites: SessionWritePort;
  /** Country of the request's IP (product-rules#start-rule); null when unknown. */
  ipCountry(request: FastifyRequest): Promise<string | null>;
  /**
   * Identity-risk score: approved (also when the provider fails, product-rules#check-failures), and whether
   * the provider flagged the identity for action (product-rules#identity-actions-flagged).
   */
  riskScore(input: RiskScoreInput): Promise<{ approved: boolean; actionsFlagged: boolean }>;
  /**
   * The document types whose current file passes the product-rules#document-check
   * (recognised, valid, not expired, not mismatching), with their upload time; the
   * documents module answers it, wired in the composition. Continue from a documents step needs them.
   */
  passingDocuments(applicationId: number): Promise<{ type: DocumentType; uploadedAt: Date }[]>;
  /**
   * When the identity questions of this application last passed, or null (decision
   * 010); the identity-questions module answers it, wired in the composition.
   * Continue from YP_Identity_Verification needs a current pass, or a passing identity document.
   */
  identityQuestionsPassedAt(applicationId: number): Promise<Date | null>;
  /** The account's name, for the identity score the server runs itself (product-rules#identity-score-for-every-ssn). */
  applicantName(userId: string): Promise<{ firstName: string; lastName: string } | null>;
  /** The credit-report module's side of submit and of the first save (decision 026), wired in the composition. */
  creditCheck: CreditCheckPort;
  /**
   * The first name of the member whose invitation code the applicant registered
   * with, as getReferrerUser shows it, or null; the referrals module answers it,
   * wired in the composition. A new draft's `referralName` comes from here, never the client.
   */
  referrerFirstName(userId: string): Promise<string | null>;
  /**
   * The `specialTreatment` a new draft of this applicant carries, from the
   * code the account was opened with (decision 035: DM_<campaign> or
   * BR_Model), or null; the referrals module answers it, wired in the composition.
   * Never from the client: a save carrying it is refused.
   */
  specialTreatmentFor(userId: string): Promise<string | null>;
  /** In the submit's transaction: the automatic decision is queued, to run as a job (decision 030); wired in the composition. */
  queueDecisionOnSubmit(tx: Db, applicationId: number): Promise<void>;
  publicUrl: string;
  now(): Date;
}

export interface SessionWritePort {
  /** Undefined when this server has not found the session live lately: the save then resolves it as usual. */
  guess(
    scope: Pick<GraphqlContext, 'request'>,
  ): { userId: string; params: Readonly<Record<string, string>> } | undefined;
  guardOf: DraftWriteSession['guardOf'];
}

export interface CreditCheckPort {
  /** In the submit's transaction: the hard inquiry is recorded and queued, under the authorization on record. */
  queueHardPull(
    tx: Db,
    applicationId: number,
    authorization: { version: string; acceptedAt: Date; ip: string | null } | null,
    now: Date,
  ): Promise<void>;
  /** A prequalification's answers for the applicant's first draft, with how to mark them used. */
  answersFor(
    userId: string,
    request: FastifyRequest,
  ): Promise<{ answers: Record<string, unknown>; markUsed(db: Db): Promise<void> } | null>;
}

/** The signed-in applicant as the application module sees the account. */
export interface Applicant {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  /** The account e-mail is confirmed (product-rules#verify-email: needed before the application is processed). */
  emailVerified: boolean;
}

export interface RiskScoreInput {
  applicationId: number;
  createdAt: string;
  firstName: string;
  lastName: string;
  dob: string;
  ssn: string;
  street: string;
  zip: string;
  city: string;
  state: string;
}
