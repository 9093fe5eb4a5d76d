import type { Mounted } from '../../platform/module-host.js';
import { decisionJobHandler, decisionQueue } from './decision-job.js';
import type { DecisionsDeps } from './decisions-deps.js';

/**
 * Decisions (decision 030): the automatic decision, made by a job after
 * submit and whenever new information arrives. Nothing applicant-facing yet:
 * the notices and screens that show a decision come with the back office.
 */
export async function registerDecisions({ host, ...deps }: Mounted<DecisionsDeps>): Promise<void> {
  await host.jobs.handle(decisionQueue, decisionJobHandler(deps));
}
