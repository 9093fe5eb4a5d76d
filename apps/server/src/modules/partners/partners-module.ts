import type { Mounted } from '../../platform/module-host.js';
import { seedSandboxPartnerProgrammes } from './partner-programmes.js';
import type { PartnersDeps } from './partners-deps.js';
import { partnersRoutes } from './partners-routes.js';

/**
 * Partner referrals and invitations (plain HTTP, no session), and the partner
 * programmes behind partner codes; outside production the sandbox's programmes
 * are seeded (docs/sandbox.md).
 */
export async function registerPartners({
  host,
  seedSandboxProgrammes,
  ...deps
}: Mounted<PartnersDeps & { seedSandboxProgrammes: boolean }>): Promise<void> {
  if (seedSandboxProgrammes) await seedSandboxPartnerProgrammes(deps.db);
  await host.http.register(partnersRoutes, deps);
}
