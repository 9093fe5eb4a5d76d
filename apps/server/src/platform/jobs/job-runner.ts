import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../../db/database.js';
import { runAsJob } from '../../http/request-context.js';
import { jobSchema } from './enqueue-job.js';
import type { JobHandler, JobQueue } from './job-queue.js';

export interface JobRunnerOptions {
  /** The database's own connection (not a request's transaction). */
  sql: SqlExecutor;
  /** How often each queue is polled; 0 runs no background work here (tests call `drain`). */
  pollIntervalMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How long `stop` waits for jobs in progress before it gives up on them. */
  stopTimeoutMs?: number;
}

export interface FailedJob {
  id: string;
  retryCount: number;
  error: string;
  completedOn: Date | null;
}

export interface JobRunner {
  /** Registers a queue's handler; after `start` the queue is created and worked at once. */
  handle<Data>(queue: JobQueue<Data>, handler: JobHandler<Data>): Promise<void>;
  /** Installs or upgrades pg-boss's schema, creates the queues, starts polling. */
  start(): Promise<void>;
  /** Runs every job that is due now, here, until none is left or running; returns how many it completed. */
  drain(): Promise<number>;
  /** Jobs parked as failed after their last retry (docs/operations.md "Jobs"). */
  failed(queue: Pick<JobQueue<unknown>, 'name'>): Promise<FailedJob[]>;
  /** Stops polling, lets running jobs finish (bounded), and leaves no query behind. */
  stop(): Promise<void>;
}

interface Registration {
  queue: JobQueue<unknown>;
  handler: JobHandler<unknown>;
}

const batchSize = 10;
/** How long a stop waits, past its own time, for the jobs it gives up on to be marked failed. */
const stopFailAllowanceMs = 2000;
const drainRounds = 100;

function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? `${error.name} ${code}` : error.name;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Counts the statements in flight, so `stop` can wait for the last one before the database closes. */
function trackedSql(sql: SqlExecutor) {
  const inFlight = new Set<Promise<unknown>>();
  const executor: SqlExecutor = {
    executeSql(text, values) {
      const running = sql.executeSql(text, values);
      inFlight.add(running);
      void running.catch(() => undefined).finally(() => inFlight.delete(running));
      return running;
    },
  };
  return { executor, busy: () => inFlight.size > 0, settled: () => Promise.allSettled([...inFlight]) };
}

async function withTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([promise.then(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const installTries = 3;

/**
 * pg-boss installs its schema under an advisory lock, but on PostgreSQL the
 * instance that waited for the lock can still act on a stale catalog and fail
 * ("duplicate key … pg_namespace_nspname_index"), and pg-boss does not start
 * again after a failed start. So the schema is installed here first: a failed
 * try was rolled back whole (db/database.ts), and the next one, a new
 * statement, sees the schema the other instance committed.
 */
async function installSchema(boss: PgBoss, sql: SqlExecutor): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.isInstalled()) return;
    try {
      await sql.executeSql(PgBoss.getConstructionPlans(jobSchema));
      return;
    } catch (error) {
      if (attempt >= installTries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * The one way to run background work (decision 016): pg-boss 10 on the app's
 * database, PostgreSQL or embedded PGlite. Jobs are queued in the transaction
 * of the change that causes them (enqueue-job.ts); here they are fetched with
 * SKIP LOCKED, so each due job goes to one instance, run, and retried with
 * exponential backoff until their queue's limit, then parked as failed.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const background = options.pollIntervalMs > 0;
  const tracked = trackedSql(options.sql);
  const boss = new PgBoss({
    db: tracked.executor,
    schema: jobSchema,
    // Maintenance fails jobs whose try outlived expireIn (a killed instance's) so they retry.
    supervise: background,
    maintenanceIntervalSeconds: 60,
    // No cron schedules yet; pg-boss's clock and cron workers stay off until one is needed.
    schedule: false,
    // Failed jobs stay in pgboss.job, where an operator looks, for two weeks, then
    // in pgboss.archive until day 30 (deleteAfter counts from the archiving).
    archiveFailedAfterSeconds: 14 * 24 * 3600,
    deleteAfterDays: 16,
  });
  boss.on('error', (error: unknown) => options.log.warn({ err: error }, 'job queue error'));

  const registrations = new Map<string, Registration>();
  const running = new Set<Promise<unknown>>();
  /** The jobs whose handler runs now, by id, with their queue: a stop fails those it cannot wait for. */
  const inProgress = new Map<string, string>();
  let started = false;
  let stopping = false;

  async function runOne(registration: Registration, job: PgBoss.JobWithMetadata<object>): Promise<boolean> {
    const { queue, handler } = registration;
    const finalAttempt = job.retryCount >= job.retryLimit;
    try {
      // A job fetched as the instance stops goes back to the queue for another.
      if (stopping) throw new Error('the server is shutting down');
      // Every line the handler logs names the job (http/request-context.ts), as a request's lines name the request.
      inProgress.set(job.id, queue.name);
      try {
        await runAsJob({ queue: queue.name, jobId: job.id }, () =>
          handler({ id: job.id, data: queue.data.parse(job.data), retryCount: job.retryCount, finalAttempt }),
        );
      } finally {
        inProgress.delete(job.id);
      }
      await boss.complete(queue.name, job.id);
      return true;
    } catch (error) {
      await boss.fail(queue.name, job.id, error instanceof Error ? error : new Error(errorText(error)));
      // The message stays in the database (the job's output, the row it acts on): it may
      // name a person (an SMTP refusal quotes the address), and logs carry no personal data.
      const context = { queue: queue.name, jobId: job.id, retryCount: job.retryCount, error: errorKind(error) };
      if (finalAttempt) options.log.error(context, 'job failed for good; parked as failed');
      else options.log.warn(context, 'job failed; it will be retried');
      return false;
    }
  }

  // Each job of a batch completes or fails on its own; pg-boss's own completion of
  // the batch afterwards touches only jobs still active, so none of these.
  async function runBatch(registration: Registration, jobs: PgBoss.JobWithMetadata<object>[]): Promise<number> {
    const batch = (async () => {
      let completed = 0;
      for (const job of jobs) if (await runOne(registration, job)) completed += 1;
      return completed;
    })();
    running.add(batch);
    try {
      return await batch;
    } finally {
      running.delete(batch);
    }
  }

  async function activate(registration: Registration): Promise<void> {
    const { queue } = registration;
    const policy = {
      name: queue.name,
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.expireInSeconds,
    };
    await boss.createQueue(queue.name, policy);
    // An existing queue takes the policy of the code that runs now.
    await boss.updateQueue(queue.name, policy);
  }

  // One poller for every queue (decision 108). pg-boss's own `work` polls each queue on its own
  // timer: with some thirty queues that was thirty locking fetches a second per instance, most of
  // an idle embedded server's CPU. Here one read a tick names the queues with a due job, and only
  // those are fetched, each queue one batch at a time, as pg-boss's workers did.
  const queuesAtWork = new Set<string>();
  let nextPoll: NodeJS.Timeout | undefined;

  async function queuesWithDueJobs(): Promise<string[]> {
    const { rows } = await tracked.executor.executeSql(
      `SELECT DISTINCT name FROM ${jobSchema}.job
       WHERE name = ANY($1::text[]) AND state < 'active' AND start_after < now()`,
      [[...registrations.keys()]],
    );
    return (rows as { name: string }[]).map((row) => row.name);
  }

  async function workQueue(registration: Registration): Promise<void> {
    const { name } = registration.queue;
    try {
      // A full batch may leave more behind: fetch again at once, as long as the instance runs.
      for (let round = 0; round < drainRounds && !stopping; round += 1) {
        const jobs = await boss.fetch<object>(name, { batchSize, includeMetadata: true });
        if (jobs.length > 0) await runBatch(registration, jobs);
        if (jobs.length < batchSize) return;
      }
    } catch (error) {
      options.log.warn({ err: error, queue: name }, 'job queue error');
    }
  }

  async function poll(): Promise<void> {
    try {
      for (const name of await queuesWithDueJobs()) {
        const registration = registrations.get(name);
        if (!registration || queuesAtWork.has(name) || stopping) continue;
        queuesAtWork.add(name);
        const work = workQueue(registration).finally(() => queuesAtWork.delete(name));
        running.add(work);
        void work.finally(() => running.delete(work));
      }
    } catch (error) {
      options.log.warn({ err: error }, 'job queue error');
    } finally {
      if (!stopping) nextPoll = setTimeout(() => void poll(), options.pollIntervalMs);
    }
  }

  return {
    async handle(queue, handler) {
      if (registrations.has(queue.name)) throw new Error(`queue ${queue.name} already has a handler`);
      const registration = { queue, handler } as Registration;
      registrations.set(queue.name, registration);
      if (started) await activate(registration);
    },

    async start() {
      await installSchema(boss, tracked.executor);
      await boss.start();
      for (const registration of registrations.values()) await activate(registration);
      started = true;
      if (background) void poll();
    },

    async drain() {
      let completed = 0;
      for (let pass = 0; pass < drainRounds; pass += 1) {
        for (const registration of registrations.values()) {
          // Until a fetch finds none, not the poller's short batch: a job a handler queues on its
          // own queue runs in this drain too.
          for (let round = 0; round < drainRounds; round += 1) {
            const jobs = await boss.fetch<object>(registration.queue.name, { batchSize, includeMetadata: true });
            if (jobs.length === 0) break;
            completed += await runBatch(registration, jobs);
          }
        }
        // A job the poller took meanwhile was skipped above (it is locked): wait for it, and for
        // the jobs it queued, so that after a drain no due job is left or still running.
        if (running.size === 0) break;
        await Promise.allSettled([...running]);
      }
      return completed;
    },

    async failed(queue) {
      const { rows } = await tracked.executor.executeSql(
        `SELECT id, retry_count, output, completed_on FROM ${jobSchema}.job
         WHERE name = $1 AND state = 'failed' ORDER BY completed_on DESC LIMIT 100`,
        [queue.name],
      );
      return (
        rows as { id: string; retry_count: number; output: { message?: string } | null; completed_on: Date | null }[]
      ).map((row) => ({
        id: row.id,
        retryCount: row.retry_count,
        error: String(row.output?.message ?? ''),
        completedOn: row.completed_on === null ? null : new Date(row.completed_on),
      }));
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      clearTimeout(nextPoll);
      const deadline = Date.now() + (options.stopTimeoutMs ?? 10_000);
      const timeLeft = () => Math.max(0, deadline - Date.now());
      // Graceful: the jobs in progress finish (a batch's later jobs are refused, back to the
      // queue), then pg-boss's maintenance stops, then the last statement is awaited.
      const settle = async () => {
        for (;;) {
          await new Promise((resolve) => setImmediate(resolve));
          if ((running.size === 0 && !tracked.busy()) || timeLeft() === 0) return;
          await withTimeout(Promise.allSettled([...running, tracked.settled()]), timeLeft());
        }
      };
      await settle();
      // A job still running when the time is up goes back to its queue now, for another instance
      // (decision 059), rather than when its try expires; should it finish after all, it was active
      // no longer and its completion changes nothing.
      const abandoned = [...inProgress].map(([id, queue]) =>
        boss.fail(queue, id, new Error('the server stopped before the job finished')),
      );
      await withTimeout(Promise.allSettled(abandoned), stopFailAllowanceMs);
      await withTimeout(boss.stop({ graceful: true, timeout: Math.max(1000, timeLeft()) }), timeLeft());
      await settle();
    },
  };
}
