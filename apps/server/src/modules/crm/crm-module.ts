import type { Mounted } from '../../platform/module-host.js';
import type { CrmDeps } from './crm-deps.js';
import { crmRoutes } from './crm-routes.js';

/** Leads and fingerprints (plain HTTP, no session). */
export async function registerCrm({ host, ...deps }: Mounted<CrmDeps>): Promise<void> {
  await host.http.register(crmRoutes, deps);
}
