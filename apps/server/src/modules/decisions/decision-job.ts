import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { decideApplicationNow, decisionTriggers, type DecisionTrigger } from './decision-service.js';
import type { DecisionsDeps } from './decisions-deps.js';

/**
 * One job per thing that may change the decision (decision 030). A failure
 * (the database, a bug) is retried: 6 tries, the waits from 15–30 s doubling
 * (about 8–16 minutes in all), then parked as failed (docs/operations.md "Jobs").
 * Deciding takes one short transaction, so a try still running after a minute
 * belongs to a dead instance.
 */
export const decisionQueue = defineQueue({
  name: 'application-decision',
  data: z.object({ applicationId: z.number().int().positive(), trigger: z.enum(decisionTriggers) }),
  retryLimit: 5,
  retryDelaySeconds: 15,
  expireInSeconds: 60,
});

/**
 * Queues a decision in the caller's transaction: it runs only if the change
 * that causes it commits. Queued twice, it still decides once (decision-service.ts).
 */
export async function queueDecision(tx: Db, applicationId: number, trigger: DecisionTrigger): Promise<void> {
  await enqueueJob(tx, decisionQueue, { applicationId, trigger }, { id: randomUUID() });
}

/**
 * The job. Not submitted (canceled since), or the credit report not in yet:
 * nothing is stored, and the job is done; the report's own trigger (or the
 * next change) queues the decision again.
 */
export function decisionJobHandler(
  deps: DecisionsDeps,
): JobHandler<{ applicationId: number; trigger: DecisionTrigger }> {
  return async (job) => {
    await decideApplicationNow(deps, job.data.applicationId, job.data.trigger);
  };
}
