import type { Mounted } from '../../platform/module-host.js';
import type { SsnFollowUpDeps } from './ssn-follow-up-deps.js';
import { ssnDeadlineJobHandler, ssnDeadlineQueue } from './ssn-follow-up-job.js';
import { createSsnFollowUpResolvers } from './ssn-follow-up-resolvers.js';

/**
 * The SSN follow-up (product-rules#ssn-follow-up; decisions 037 and 061): its
 * resolvers and the deadline's job (queued at activation).
 */
export async function registerSsnFollowUp({ host, ...deps }: Mounted<SsnFollowUpDeps>): Promise<void> {
  host.addResolvers(createSsnFollowUpResolvers(deps));
  await host.jobs.handle(ssnDeadlineQueue, ssnDeadlineJobHandler(deps));
}
