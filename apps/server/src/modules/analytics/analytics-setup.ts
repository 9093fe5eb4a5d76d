import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Ga4Settings } from '../../config/analytics-settings.js';
import type { AppEnvironment } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { loggingForwarder, type AnalyticsForwarder, type ForwarderMode } from './analytics-forwarder.js';
import { collectorRoutes } from './collector-routes.js';
import { analyticsForwardJobHandler, analyticsForwardQueue, forwardNow } from './forwarding-job.js';
import { hasUnforwarded } from './forwarding-repository.js';
import { createGa4Forwarder } from './ga4-forwarder.js';

export interface AnalyticsSetup {
  db: Db;
  limiter: RateLimiter;
  ipLimitScale: number;
  appEnv: AppEnvironment;
  clock: Clock;
  currentUserId(request: FastifyRequest, sessionHash: string | undefined): Promise<string | null>;
  /** Background work: the forwarding job runs here (decision 043). */
  jobs: JobRunner;
  /** config.analytics.ga4: GA4's Measurement Protocol, or undefined. */
  ga4: Ga4Settings | undefined;
  /** The site's public origin (config.publicUrl): GA4 is told full page addresses. */
  publicUrl: string;
  /** Another adapter in place of the one the settings choose (a test's, or one picked in composition). */
  forwarder?: AnalyticsForwarder;
}

/** Which forwarder the settings choose: GA4 with its settings, else a log in development, else none. */
export function forwarderMode(appEnv: AppEnvironment, ga4: Ga4Settings | undefined): ForwarderMode {
  if (ga4) return 'ga4';
  return appEnv === 'development' ? 'log' : 'none';
}

function chosenForwarder(setup: AnalyticsSetup, log: FastifyBaseLogger): AnalyticsForwarder | undefined {
  if (setup.forwarder) return setup.forwarder;
  if (setup.ga4) return createGa4Forwarder(setup.ga4, { siteOrigin: setup.publicUrl });
  return setup.appEnv === 'development' ? loggingForwarder(log) : undefined;
}

/**
 * The first-party collector, and the job that forwards what it stored
 * (product-rules#analytics; decision 043). Returns the forwarder's mode, for
 * a health view.
 */
export async function setUpAnalytics(app: FastifyInstance, setup: AnalyticsSetup): Promise<ForwarderMode> {
  const forwarder = chosenForwarder(setup, app.log);
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
  if (setup.forwarder) return setup.ga4 ? 'ga4' : 'log';
  return forwarderMode(setup.appEnv, setup.ga4);
}
