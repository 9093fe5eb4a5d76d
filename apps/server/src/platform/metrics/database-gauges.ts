import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database.js';
import { jobSchema } from '../jobs/enqueue-job.js';

// Due mail not sent yet: a scheduled message (next_attempt_at ahead) is not a backlog.
const outboxQuery = `SELECT count(*)::int AS due,
  coalesce(extract(epoch FROM now() - min(next_attempt_at)), 0)::float8 AS oldest_seconds
  FROM outbox_messages WHERE status = 'pending' AND next_attempt_at <= now()`;

// A job waiting for its start_after (a deadline weeks away) is scheduled, not queued.
const jobsQuery = `SELECT name, CASE WHEN state IN ('created', 'retry') AND start_after > now() THEN 'scheduled'
  ELSE state::text END AS state, count(*)::int AS jobs
  FROM ${jobSchema}.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY 1, 2`;

interface Reading {
  up: boolean;
  outboxDue: number;
  outboxOldestSeconds: number;
  jobs: { name: string; state: string; jobs: number }[];
}

interface Logger {
  warn(context: object, message: string): void;
}

// prom-client collects every metric of a scrape at once: they share one reading.
const readingReuseMs = 1_000;

/**
 * Gauges read from the database at each scrape (docs/operations.md "Metrics and
 * alerts"): whether it answers, its connection pool, the mail outbox's backlog
 * and each job queue's depth by state. A failed read leaves them empty and
 * sets waypoint_database_up to 0, so the scrape itself still answers.
 */
export function registerDatabaseGauges(registry: Registry, database: Database, log: Logger): void {
  let last: { at: number; reading: Promise<Reading> } | undefined;
  const read = (): Promise<Reading> => {
    const now = Date.now();
    if (last && now - last.at < readingReuseMs) return last.reading;
    const reading = (async (): Promise<Reading> => {
      try {
        const outbox = (await database.sql.executeSql(outboxQuery)).rows[0] as
          { due: number; oldest_seconds: number } | undefined;
        const { rows } = await database.sql.executeSql(jobsQuery);
        return {
          up: true,
          outboxDue: outbox?.due ?? 0,
          outboxOldestSeconds: outbox?.oldest_seconds ?? 0,
          jobs: rows as Reading['jobs'],
        };
      } catch (error) {
        log.warn({ err: error }, 'metrics: the database did not answer the scrape');
        return { up: false, outboxDue: 0, outboxOldestSeconds: 0, jobs: [] };
      }
    })();
    last = { at: now, reading };
    return reading;
  };

  new Gauge({
    name: 'waypoint_database_up',
    help: '1 when the database answered the last scrape, 0 when it did not',
    registers: [registry],
    async collect() {
      this.set((await read()).up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'waypoint_database_pool_connections',
    help: 'PostgreSQL pool connections by state (busy, idle, waiting clients, max); absent on embedded PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'busy' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'waypoint_mail_outbox_due',
    help: 'Mail outbox messages due and not sent yet',
    registers: [registry],
    async collect() {
      this.set((await read()).outboxDue);
    },
  });
  new Gauge({
    name: 'waypoint_mail_outbox_oldest_due_seconds',
    help: 'How long the oldest due, unsent outbox message has waited',
    registers: [registry],
    async collect() {
      this.set((await read()).outboxOldestSeconds);
    },
  });
  new Gauge({
    name: 'waypoint_job_queue_jobs',
    help: 'Jobs in the pg-boss tables by queue and state (created, retry, active, scheduled, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const { jobs } = await read();
      this.reset();
      for (const row of jobs) this.set({ queue: row.name, state: row.state }, row.jobs);
    },
  });
}
