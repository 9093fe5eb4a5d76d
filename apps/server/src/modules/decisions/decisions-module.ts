import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { decisionJobHandler, decisionQueue } from './decision-job.js';
import type { DecisionsDeps } from './decisions-deps.js';

/**
 * Decisions (decision 030): the automatic decision, made by a job after
 * submit and whenever new information arrives. Nothing applicant-facing yet:
 * the notices and screens that show a decision come with the back office.
 */
export async function registerDecisions(jobs: JobRunner, deps: DecisionsDeps): Promise<void> {
  await jobs.handle(decisionQueue, decisionJobHandler(deps));
}
