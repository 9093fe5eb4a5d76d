import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppEnvironment } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { AnalyticsForwarder } from './analytics-forwarder.js';
import { collectorRoutes } from './collector-routes.js';
import { analyticsForwardJobHandler, analyticsForwardQueue, forwardNow } from './forwarding-job.js';
import { hasUnforwarded } from './forwarding-repository.js';

export interface AnalyticsSetup {
  db: Db;
  limiter: RateLimiter;
  ipLimitScale: number;
  appEnv: AppEnvironment;
  clock: Clock;
  currentUserId(request: FastifyRequest, sessionHash: string | undefined): Promise<string | null>;
  /** Background work: the forwarding job runs here (decision 043). */
  jobs: JobRunner;
  /** Where stored events go (composition/providers.ts chose it); none: they stay in our store only. */
  forwarder: AnalyticsForwarder | undefined;
}

/**
 * The first-party collector, and the job that forwards what it stored
 * (product-rules#analytics; decision 043).
 */
export async function setUpAnalytics(app: FastifyInstance, setup: AnalyticsSetup): Promise<void> {
  const { forwarder } = setup;
  if (forwarder) {
    await setup.jobs.handle(analyticsForwardQueue, analyticsForwardJobHandler(setup.db, forwarder));
    // Events a stopped instance left unacknowledged go out without waiting for new ones.
    if (await hasUnforwarded(setup.db)) await setup.db.transaction((tx) => forwardNow(tx, 'start'));
  }
  await app.register(collectorRoutes, {
    db: setup.db,
    limiter: setup.limiter,
    ipLimitScale: setup.ipLimitScale,
    forwards: forwarder !== undefined,
    currentUserId: setup.currentUserId,
    exposeOwnTracking: setup.appEnv !== 'production',
    log: app.log,
    now: () => setup.clock.now(),
  });
}
