import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { RecaptchaVerifier } from '../../platform/recaptcha.js';

/** A request's credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

export type StaffRole = 'reviewer' | 'approver' | 'admin';

/** The signed-in staff member a check let through. */
export interface StaffMember {
  staffId: string;
  email: string;
  role: string;
}

/** What the waitlist module needs from the rest of the server (wired in composition/site-forms-wiring.ts). */
export interface WaitlistDeps {
  db: Db;
  limiter: RateLimiter;
  recaptcha: RecaptchaVerifier;
  /** Multiplies the per-IP limits (config RATE_LIMIT_IP_SCALE); 1 in production. */
  ipLimitScale: number;
  /** The site's address, for the links in the mails. */
  publicUrl: string;
  /** The staff sign-in check: the staff member, or the refusal (no staff session, or a role not in `roles`). */
  requireStaff(scope: RequestScope, roles?: readonly StaffRole[]): Promise<StaffMember>;
  now(): Date;
}
