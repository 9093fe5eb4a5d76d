import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob, jobSchema } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { sqlInTransaction } from '../../platform/jobs/transaction-sql.js';
import type { AnalyticsForwarder, ForwardedEvent } from './analytics-forwarder.js';
import { claimUnforwarded, markForwarded, releaseClaims } from './forwarding-repository.js';

/**
 * The analytics forwarding batch job (decision 043): stored events go to the
 * analytics service some seconds after they arrive, in bounded runs, each
 * event until the service acknowledged it (at least once).
 */
export const forwardingLimits = {
  /** A run is due this long after the first event that found none waiting: later ones ride along. */
  windowSeconds: 15,
  /** Events claimed per round: one GA4 request's worth. */
  eventsPerRound: 25,
  /** A run ends after this many rounds or this long; what is left gets a run of its own at once. */
  roundsPerRun: 40,
  runBudgetMs: 30_000,
  /** Longer than one round can take (each request gives up after 10 s): a claim outliving it belonged to a dead try. */
  leaseSeconds: 120,
} as const;

export const analyticsForwardQueue = defineQueue({
  name: 'analytics-forward',
  data: z.object({ reason: z.enum(['stored', 'start', 'more']) }),
  // A service outage is waited out with backoff; a parked run loses nothing: the events stay, the next run takes them.
  retryLimit: 8,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

const waitingRun = `SELECT 1 FROM ${jobSchema}.job WHERE name = $1 AND state IN ('created', 'retry') LIMIT 1`;

/**
 * Queues a run due a window from now, in the caller's transaction (with the
 * events it stores), unless one is already waiting to start or to try again:
 * that one will find these events too. A run already under way is not
 * waiting, so events stored during it get a run of their own.
 */
export async function scheduleForwarding(tx: Db): Promise<void> {
  const { rows } = await sqlInTransaction(tx).executeSql(waitingRun, [analyticsForwardQueue.name]);
  if (rows.length > 0) return;
  const startAfter = new Date(Date.now() + forwardingLimits.windowSeconds * 1000);
  await enqueueJob(tx, analyticsForwardQueue, { reason: 'stored' }, { startAfter });
}

/** Queues a run due now: a start with a backlog, or a run that stopped at its bounds with events left. */
export async function forwardNow(tx: Db, reason: 'start' | 'more'): Promise<void> {
  await enqueueJob(tx, analyticsForwardQueue, { reason });
}

/** One visitor's events go in one request; each visitor is acknowledged (or not) on its own. */
function byVisitor(events: readonly ForwardedEvent[]): ForwardedEvent[][] {
  const groups = new Map<string, ForwardedEvent[]>();
  for (const event of events) {
    const key = JSON.stringify([event.anonymousId ?? event.sessionId ?? event.id, event.userId]);
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  return [...groups.values()];
}

/** How much one run may do (forwardingLimits; a test passes smaller ones). */
export interface RunLimits {
  eventsPerRound: number;
  roundsPerRun: number;
  runBudgetMs: number;
  leaseSeconds: number;
}

export interface ForwardingRun {
  forwarded: number;
  /** The run stopped at its bounds with events left. */
  more: boolean;
}

/**
 * Claims, sends and acknowledges rounds of events until none is left or the
 * run's bounds are reached. A failed send lets its events go and throws, so
 * the job retries with backoff; what was acknowledged before stays so.
 */
export async function forwardStoredEvents(
  db: Db,
  forwarder: AnalyticsForwarder,
  limits: RunLimits = forwardingLimits,
): Promise<ForwardingRun> {
  const deadline = Date.now() + limits.runBudgetMs;
  let forwarded = 0;
  for (let round = 0; round < limits.roundsPerRun; round += 1) {
    if (Date.now() >= deadline) return { forwarded, more: true };
    const claimed = await claimUnforwarded(db, limits.eventsPerRound, limits.leaseSeconds);
    if (claimed.length === 0) return { forwarded, more: false };
    const pending = new Set(claimed.map((event) => event.id));
    try {
      for (const group of byVisitor(claimed)) {
        await forwarder.forward(group);
        const ids = group.map((event) => event.id);
        await markForwarded(db, ids);
        for (const id of ids) pending.delete(id);
        forwarded += ids.length;
      }
    } catch (error) {
      await releaseClaims(db, [...pending]);
      throw error;
    }
    if (claimed.length < limits.eventsPerRound) return { forwarded, more: false };
  }
  return { forwarded, more: true };
}

export function analyticsForwardJobHandler(
  db: Db,
  forwarder: AnalyticsForwarder,
): JobHandler<{ reason: 'stored' | 'start' | 'more' }> {
  return async () => {
    const run = await forwardStoredEvents(db, forwarder);
    if (run.more) await db.transaction((tx) => forwardNow(tx, 'more'));
  };
}
