import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { AnalyticsForwarder } from './analytics-forwarder.js';

/** What the analytics module needs from the rest of the server. */
export interface AnalyticsDeps {
  db: Db;
  limiter: RateLimiter;
  /** Multiplies the per-IP limit (config RATE_LIMIT_IP_SCALE); 1 in production. */
  ipLimitScale: number;
  forwarder: AnalyticsForwarder;
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
