import type { ModuleHost } from '../../platform/module-host.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import { createBackOfficeResolvers } from './back-office-resolvers.js';
import { backOfficeRoutes } from './back-office-routes.js';

/** The back office's queue and application view (decision 031): staff only, every role reads. */
export async function registerBackOffice(host: ModuleHost, deps: BackOfficeDeps): Promise<void> {
  await backOfficeRoutes(host.http, deps);
  host.addResolvers(createBackOfficeResolvers(deps));
}
