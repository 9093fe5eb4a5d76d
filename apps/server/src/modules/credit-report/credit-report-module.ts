import type { Mounted } from '../../platform/module-host.js';
import type { CreditReportDeps } from './credit-report-deps.js';
import { createCreditReportResolvers } from './credit-report-resolvers.js';
import { hardPullJobHandler, hardPullQueue } from './hard-pull-service.js';
import { answersPurgeJobHandler, answersPurgeQueue } from './prequalification-service.js';

/** The credit report (decision 026): prequalification, the hard inquiry after submit, and their jobs. */
export async function registerCreditReport({ host, ...deps }: Mounted<CreditReportDeps>): Promise<void> {
  await host.jobs.handle(hardPullQueue, hardPullJobHandler(deps));
  await host.jobs.handle(answersPurgeQueue, answersPurgeJobHandler(deps));
  host.addResolvers(createCreditReportResolvers(deps));
}
