import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';

/** What the analytics module needs from the rest of the server. */
export interface AnalyticsDeps {
  db: Db;
  limiter: RateLimiter;
  /** Multiplies the per-IP limit (config RATE_LIMIT_IP_SCALE); 1 in production. */
  ipLimitScale: number;
  /** Stored events are queued for the forwarding job (decision 043); false: they stay in the first-party store only. */
  forwards: boolean;
  /**
   * The signed-in user's id, or null. `sessionHash` stands in for the
   * per-session header a beacon cannot send.
   */
  currentUserId(request: FastifyRequest, sessionHash: string | undefined): Promise<string | null>;
  /** Outside production: GET /api/v1/collect/mine shows a signed-in user their tracking sessions (e2e reads it). */
  exposeOwnTracking: boolean;
  log: FastifyBaseLogger;
  now(): Date;
}
