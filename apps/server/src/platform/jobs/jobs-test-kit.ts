import type { Database } from '../../db/database.js';
import { jobSchema } from './enqueue-job.js';
import type { JobQueue } from './job-queue.js';

type QueueName = Pick<JobQueue<unknown>, 'name'>;

/** A scheduled or backed-off job's time arrives now, as if the clock had moved on. */
export async function makeJobDue(database: Database, queue: QueueName, id: string): Promise<void> {
  await database.sql.executeSql(
    `UPDATE ${jobSchema}.job SET start_after = now() - interval '1 second' WHERE name = $1 AND id = $2`,
    [queue.name, id],
  );
}

export interface StoredJob {
  state: string;
  retryCount: number;
  /** Seconds until it may run (negative when due). */
  startsInSeconds: number;
}

/** The job's row as pg-boss keeps it, or null when there is none. */
export async function storedJob(database: Database, queue: QueueName, id: string): Promise<StoredJob | null> {
  const { rows } = await database.sql.executeSql(
    `SELECT state::text AS state, retry_count, extract(epoch FROM start_after - now())::float8 AS starts_in
     FROM ${jobSchema}.job WHERE name = $1 AND id = $2`,
    [queue.name, id],
  );
  const row = rows[0] as { state: string; retry_count: number; starts_in: number } | undefined;
  return row ? { state: row.state, retryCount: row.retry_count, startsInSeconds: row.starts_in } : null;
}
