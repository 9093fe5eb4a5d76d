import type { Mounted } from '../../platform/module-host.js';
import { applicationTimelineRoutes } from './application-timeline-routes.js';
import { createBackOfficeCaseResolvers } from './back-office-case-resolvers.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import { createBackOfficeResolvers } from './back-office-resolvers.js';
import { backOfficeRoutes } from './back-office-routes.js';
import {
  informationDeadlineJobHandler,
  informationDeadlineQueue,
  informationReminderJobHandler,
  informationReminderQueue,
} from './information-request-jobs.js';

/**
 * The back office's queue and application view (decision 031): staff only,
 * every role reads; a request for information's reminders and deadline run
 * as jobs (product-rules#reg-b-clocks).
 */
export async function registerBackOffice({ host, ...deps }: Mounted<BackOfficeDeps>): Promise<void> {
  await host.jobs.handle(informationReminderQueue, informationReminderJobHandler(deps));
  await host.jobs.handle(informationDeadlineQueue, informationDeadlineJobHandler(deps));
  await backOfficeRoutes(host.http, deps);
  await applicationTimelineRoutes(host.http, deps);
  host.addResolvers(createBackOfficeResolvers(deps));
  host.addResolvers(createBackOfficeCaseResolvers(deps));
}
