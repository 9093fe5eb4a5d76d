import pg from 'pg';

/**
 * The job queue, the mail outbox and the database's size, read straight from
 * the application's PostgreSQL database over one connection of the drill's
 * own: the same figures as `waypoint_job_queue_jobs` and the outbox gauges
 * (docs/operations.md "Metrics and alerts", "Jobs"), without asking the server.
 */
export interface DatabaseGauges {
  /** Jobs waiting to run now (created or retry, due): the backlog the "job backlog" alert watches. */
  jobsDue: number;
  /** Jobs waiting for a later start (scheduled reminders and deadlines): planned, not a backlog. */
  jobsScheduled: number;
  jobsActive: number;
  jobsCompleted: number;
  jobsFailed: number;
  /** Seconds the oldest due job has waited past its start, 0 when none waits. */
  oldestDueSeconds: number;
  /** Outbox messages waiting to be sent now. */
  outboxDue: number;
  outboxSent: number;
  outboxFailed: number;
  databaseBytes: number;
}

export interface DatabaseGaugeReader {
  read(): Promise<DatabaseGauges>;
  /** Jobs per queue and state, for a closing report of which jobs ran. */
  jobsByQueue(): Promise<{ queue: string; state: string; jobs: number }[]>;
  /** Outbox messages per kind and status. */
  outboxByKind(): Promise<{ kind: string; status: string; messages: number }[]>;
  close(): Promise<void>;
}

const count = (rows: { n: number }[]) => rows.reduce((sum, row) => sum + row.n, 0);

export async function openDatabaseGauges(databaseUrl: string): Promise<DatabaseGaugeReader> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'waypoint-drill-gauges' });
  await client.connect();
  // A gauge that hangs must not hold the drill: bounded like a request.
  await client.query(`SET statement_timeout = '10s'`);
  return {
    async read() {
      const jobs = await client.query<{ state: string; later: boolean; n: number }>(
        `SELECT state::text AS state, start_after > now() AS later, count(*)::int AS n
         FROM pgboss.job GROUP BY 1, 2`,
      );
      const oldest = await client.query<{ seconds: number | null }>(
        `SELECT extract(epoch FROM now() - min(start_after))::float AS seconds
         FROM pgboss.job WHERE state IN ('created', 'retry') AND start_after <= now()`,
      );
      const outbox = await client.query<{ status: string; due: boolean; n: number }>(
        `SELECT status, next_attempt_at <= now() AS due, count(*)::int AS n FROM outbox_messages GROUP BY 1, 2`,
      );
      const size = await client.query<{ bytes: string }>(`SELECT pg_database_size(current_database()) AS bytes`);
      const waiting = (row: { state: string }) => row.state === 'created' || row.state === 'retry';
      return {
        jobsDue: count(jobs.rows.filter((row) => waiting(row) && !row.later)),
        jobsScheduled: count(jobs.rows.filter((row) => waiting(row) && row.later)),
        jobsActive: count(jobs.rows.filter((row) => row.state === 'active')),
        jobsCompleted: count(jobs.rows.filter((row) => row.state === 'completed')),
        jobsFailed: count(jobs.rows.filter((row) => row.state === 'failed')),
        oldestDueSeconds: Math.max(0, Math.round(oldest.rows[0]?.seconds ?? 0)),
        outboxDue: count(outbox.rows.filter((row) => row.status === 'pending' && row.due)),
        outboxSent: count(outbox.rows.filter((row) => row.status === 'sent')),
        outboxFailed: count(outbox.rows.filter((row) => row.status === 'failed')),
        databaseBytes: Number(size.rows[0]?.bytes ?? 0),
      };
    },
    async jobsByQueue() {
      const { rows } = await client.query<{ queue: string; state: string; jobs: number }>(
        `SELECT name AS queue, state::text AS state, count(*)::int AS jobs FROM pgboss.job GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      return rows;
    },
    async outboxByKind() {
      const { rows } = await client.query<{ kind: string; status: string; messages: number }>(
        `SELECT kind, status, count(*)::int AS messages FROM outbox_messages GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      return rows;
    },
    close: () => client.end(),
  };
}
