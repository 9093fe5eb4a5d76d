import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';

/** A request's session credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The signed-in applicant as this module needs them. */
export interface VerifyingApplicant {
  userId: string;
  firstName: string;
}

/** The draft fields this module reads; the application module owns the row. */
export interface EmployerDraftFields {
  employerWebsite?: unknown;
  employmentStatus?: unknown;
  workEmail?: unknown;
  workEmailVerificationFlag?: unknown;
}

/** What this module may know of and do to an application (application-port.ts, wired in the composition). */
export interface EmployerApplicationsPort {
  /** The user's application with this id, or null: another user's answers the same as a missing one. */
  findOwned(userId: string, applicationId: number): Promise<{ id: number; status: string } | null>;
  /** Locks the row, runs `compute` in that transaction and merges the fields it returns into the draft. */
  updateDraftFields(
    applicationId: number,
    compute: (tx: Db, draft: EmployerDraftFields) => Promise<Record<string, unknown>>,
  ): Promise<void>;
}

/** What the employer-verification module needs from the rest of the server. */
export interface EmployerVerificationDeps {
  db: Db;
  limiter: RateLimiter;
  /** The signed-in applicant, or an APPLICATION_SESSION_INVALID error (401). */
  requireApplicant(scope: RequestScope): Promise<VerifyingApplicant>;
  applications: EmployerApplicationsPort;
  /** Where the web app is served; the e-mail's link points there. */
  publicUrl: string;
  now(): Date;
}
