import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppEnvironment } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { loggingForwarder, noForwarder, type AnalyticsForwarder } from './analytics-forwarder.js';
import { collectorRoutes } from './collector-routes.js';

export interface AnalyticsSetup {
  db: Db;
  limiter: RateLimiter;
  ipLimitScale: number;
  appEnv: AppEnvironment;
  clock: Clock;
  currentUserId(request: FastifyRequest, sessionHash: string | undefined): Promise<string | null>;
  /** A vendor adapter, when one is configured; otherwise development logs events and other runs keep them only. */
  forwarder?: AnalyticsForwarder;
}

/** The first-party collector and its forwarder (product-rules#analytics). */
export async function setUpAnalytics(app: FastifyInstance, setup: AnalyticsSetup): Promise<void> {
  const forwarder = setup.forwarder ?? (setup.appEnv === 'development' ? loggingForwarder(app.log) : noForwarder);
  await app.register(collectorRoutes, {
    db: setup.db,
    limiter: setup.limiter,
    ipLimitScale: setup.ipLimitScale,
    forwarder,
    currentUserId: setup.currentUserId,
    exposeOwnTracking: setup.appEnv !== 'production',
    log: app.log,
    now: () => setup.clock.now(),
  });
}
