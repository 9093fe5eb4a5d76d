import type { Mounted } from '../../platform/module-host.js';
import { createChangeRequestReviewResolvers } from './change-request-review-resolvers.js';
import { changeRequestReviewRoutes } from './change-request-review-routes.js';
import { changeRequestRoutes } from './change-request-routes.js';
import type { ChangeRequestsDeps } from './change-requests-deps.js';
import { createChangeRequestsResolvers } from './change-requests-resolvers.js';

/**
 * Change requests (decision 036): the applicant's operations and proof
 * uploads. (removeFile(fileId) for their files is the documents module's
 * operation; the composition hands it change-request-service.ts's removal.)
 */
export async function registerChangeRequests({ host, ...deps }: Mounted<ChangeRequestsDeps>): Promise<void> {
  host.addResolvers(createChangeRequestsResolvers(deps));
  await host.http.register(changeRequestRoutes, deps);
  host.addResolvers(createChangeRequestReviewResolvers(deps));
  await host.http.register(changeRequestReviewRoutes, deps);
}
