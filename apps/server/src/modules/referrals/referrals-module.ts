import type { Mounted } from '../../platform/module-host.js';
import type { ReferralsDeps } from './referrals-deps.js';
import { setUpReferrals } from './referrals-setup.js';

/** Referrals: invitation codes and the member's referrals (registration's port is recordRegistration). */
export async function registerReferrals({
  host,
  seedSandboxCodes,
  ...deps
}: Mounted<ReferralsDeps & { seedSandboxCodes: boolean }>): Promise<void> {
  host.addResolvers(await setUpReferrals(deps, { seedSandboxCodes }));
}
