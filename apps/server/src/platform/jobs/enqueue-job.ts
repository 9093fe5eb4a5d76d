import PgBoss from 'pg-boss';
import type { Db, SqlExecutor } from '../../db/database.js';
import { currentRequest } from '../../http/request-context.js';
import type { JobQueue } from './job-queue.js';
import { sqlInTransaction } from './transaction-sql.js';

/** pg-boss's tables live in their own schema; every instance must name the same one. */
export const jobSchema = 'pgboss';

const noConnection: SqlExecutor = {
  executeSql: () => Promise.reject(new Error('job statements run on the caller’s transaction')),
};

// Never started: pg-boss's client API only builds its statements here, and each
// call runs them on the transaction it is given. The runner (job-runner.ts) is
// what creates the schema and the queues and does the work.
const statements = new PgBoss({ db: noConnection, schema: jobSchema, supervise: false, schedule: false });

export interface EnqueueOptions {
  /**
   * The idempotency key: a job id that is already queued is not queued again.
   * Pass the id of the row the job acts on (an outbox message id) where there is one.
   */
  id?: string;
  /** Not before this time (a scheduled job). */
  startAfter?: Date;
}

/**
 * Queues a job in the caller's transaction: it exists only if that transaction
 * commits. Returns the job id, or null when a job with `options.id` is already there.
 */
export async function enqueueJob<Data extends object>(
  tx: Db,
  queue: JobQueue<Data>,
  data: Data,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const parsed = queue.data.parse(data);
  const db = sqlInTransaction(tx);
  const id = await statements.send(queue.name, parsed, {
    ...(options.id ? { id: options.id } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    db,
  });
  if (id !== null) {
    // The request's log names the job it queued; the job's own lines carry its id (job-runner.ts).
    currentRequest()?.log.info({ queue: queue.name, jobId: id }, 'job queued');
    return id;
  }
  // pg-boss answers null for a duplicate id, and also for a queue nobody created:
  // the second must not pass for the first, or the job would be lost in silence.
  if (options.id && (await statements.getJobById(queue.name, options.id, { db, includeArchive: false }))) return null;
  throw new Error(`job queue ${queue.name} does not exist: the job runner creates it when it starts`);
}

/** Cancels a job that has not run yet, in the caller's transaction; a finished one is left as it is. */
export async function cancelJob(tx: Db, queue: Pick<JobQueue<unknown>, 'name'>, id: string): Promise<void> {
  await statements.cancel(queue.name, id, { db: sqlInTransaction(tx) });
}
