import { seedSandboxPreApprovedCodes } from './invite-codes-repository.js';
import type { ReferralsDeps } from './referrals-deps.js';
import { createReferralsResolvers } from './referrals-resolvers.js';

/**
 * The referrals capability's resolvers (registration's port is recordRegistration).
 * Outside production the sandbox's pre-approved codes are seeded (docs/sandbox.md).
 */
export async function setUpReferrals(deps: ReferralsDeps, options: { seedSandboxCodes: boolean }) {
  if (options.seedSandboxCodes) await seedSandboxPreApprovedCodes(deps.db);
  return createReferralsResolvers(deps);
}
