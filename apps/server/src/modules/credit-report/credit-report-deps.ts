import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { RecaptchaVerifier } from '../../platform/recaptcha.js';
import type { CreditBureauProvider } from './credit-bureau-provider.js';

/** A request's session credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The applicant's details a hard inquiry needs, from the application and the account (wired in the composition). */
export interface HardInquirySubject {
  firstName: string;
  lastName: string;
  dob: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** Digits only; null for an applicant without one. */
  ssn: string | null;
}

/** The applicant's own submitted application, as far as the credit check needs it. */
export interface SubmittedApplication {
  id: number;
  status: string;
}

/** What the credit-report module needs from the rest of the server. */
export interface CreditReportDeps {
  db: Db;
  bureau: CreditBureauProvider;
  /** How long one bureau call may take (CREDIT_BUREAU_TIMEOUT_MS). */
  bureauTimeoutMs: number;
  cipher: { encrypt(plain: string, context?: string): string; decrypt(stored: string, context?: string): string };
  /** Keys the per-person limit without keeping who asked (an HMAC of the name and date of birth). */
  personKey(normalized: string): string;
  recaptcha: RecaptchaVerifier;
  limiter: RateLimiter;
  ipLimitScale: number;
  /** The signed-in user's id, or null for a visitor: prequalification works for both. */
  currentUserId(scope: RequestScope): Promise<string | null>;
  requireUserId(scope: RequestScope): Promise<string>;
  /** The user's application, if any. */
  applicationOf(userId: string): Promise<SubmittedApplication | null>;
  subjectOf(applicationId: number): Promise<HardInquirySubject | null>;
  /**
   * The hard inquiry has its answer (a file, no file, frozen) or was given up
   * as unavailable: in that same transaction the decision is queued (decision 030), wired in the composition.
   */
  onFinished(tx: Db, applicationId: number): Promise<void>;
  now(): Date;
  log: { warn(object: object, message: string): void };
}
