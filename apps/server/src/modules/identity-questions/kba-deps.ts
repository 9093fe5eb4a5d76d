import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import type { KbaApplicantFacts, KbaProvider } from './kba-provider.js';

/** The caller's application as the identity questions see it; the application module answers, wired in the composition. */
export interface KbaApplication extends KbaApplicantFacts {
  applicationId: number;
  status: string;
  /** When an answer the questions rest on last changed (product-rules#check-dependencies); a pass before it is stale. */
  identityAnswersChangedAt: Date | null;
}

/** What the identity-questions module needs from the rest of the server, wired in the composition. */
export interface KbaDeps {
  db: Db;
  provider: KbaProvider;
  /** The signed-in user's id, or an APPLICATION_SESSION_INVALID error. */
  requireUserId(context: GraphqlContext): Promise<string>;
  /** The caller's own application, or null when they have none. */
  findApplication(userId: string): Promise<KbaApplication | null>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long the applicant waits for the provider; then the result is timeout. */
  providerTimeoutMs: number;
  /** How long a transaction stays open for answers (then timeout: start again). */
  transactionTtlMs: number;
  now(): Date;
}
