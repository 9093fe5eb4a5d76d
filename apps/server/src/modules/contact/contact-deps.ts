import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RecaptchaVerifier } from '../../platform/recaptcha.js';

/** A request's session credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the contact module needs from the rest of the server. */
export interface ContactDeps {
  db: Db;
  recaptcha: RecaptchaVerifier;
  /** The signed-in user's id, or null for a visitor: the form works for both. */
  currentUserId(scope: RequestScope): Promise<string | null>;
  /** Multiplies the per-IP limit (config RATE_LIMIT_IP_SCALE); 1 in production. */
  ipLimitScale: number;
  /** Where support reads the messages. */
  supportAddress: string;
  now(): Date;
}
