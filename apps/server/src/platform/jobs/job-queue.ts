import type { z } from 'zod';

/**
 * A named queue and its retry policy (decision 016). pg-boss stores the policy
 * with the queue when the runner starts, so every job sent to it inherits it.
 */
export interface JobQueue<Data> {
  name: string;
  /** Job data is read back from the database: checked before a handler sees it. */
  data: z.ZodType<Data>;
  /** Tries after the first; then the job is parked as failed (docs/operations.md "Jobs"). */
  retryLimit: number;
  /** Exponential backoff from this many seconds: about d·2ⁿ⁻¹ to d·2ⁿ before try n+1. */
  retryDelaySeconds: number;
  /** A try still running after this long counts as failed (a crashed instance's job comes back). */
  expireInSeconds: number;
}

export interface JobContext<Data> {
  id: string;
  data: Data;
  /** 0 on the first try. */
  retryCount: number;
  /** True when a failure now parks the job as failed rather than retrying it. */
  finalAttempt: boolean;
}

export type JobHandler<Data> = (job: JobContext<Data>) => Promise<void>;

export function defineQueue<Data>(queue: JobQueue<Data>): JobQueue<Data> {
  if (!/^[a-z][a-z0-9-]*$/.test(queue.name)) throw new Error(`bad queue name: ${queue.name}`);
  return queue;
}
