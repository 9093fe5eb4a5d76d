import type { ModuleHost } from '../../platform/module-host.js';
import type { PartnersDeps } from './partners-deps.js';
import { partnersRoutes } from './partners-routes.js';

/** Partner referrals and invitations (plain HTTP, no session). */
export async function registerPartners(host: ModuleHost, deps: PartnersDeps): Promise<void> {
  await host.http.register(partnersRoutes, deps);
}
