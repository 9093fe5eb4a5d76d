import type { Mounted } from '../../platform/module-host.js';
import { decisionNoticeJobHandler, decisionNoticeQueue } from './decision-notice-job.js';
import type { DecisionNoticesDeps } from './decision-notices-deps.js';
import { createDecisionNoticesResolvers } from './decision-notices-resolvers.js';
import { registerDecisionNoticeRoutes } from './decision-notices-routes.js';

/** Decision notices (decision 033): the e-mail of each final decision, the adverse action notice's PDF, its download. */
export async function registerDecisionNotices({ host, ...deps }: Mounted<DecisionNoticesDeps>): Promise<void> {
  await host.jobs.handle(decisionNoticeQueue, decisionNoticeJobHandler(deps));
  registerDecisionNoticeRoutes(host.http, deps);
  host.addResolvers(createDecisionNoticesResolvers(deps));
}
