import type { Mounted } from '../../platform/module-host.js';
import { creditLimitApplyJobHandler, creditLimitApplyQueue } from './credit-limit-apply-job.js';
import type { CreditLineIncreasesDeps } from './credit-line-increases-deps.js';
import { createCreditLineIncreasesResolvers } from './credit-line-increases-resolvers.js';

/**
 * Credit limit increases (decision 084): the cardholder's requests decided by
 * the policy at once, the back office's decision of the referred ones, and
 * the job that sets an approved limit at the issuer.
 */
export async function registerCreditLineIncreases({ host, ...deps }: Mounted<CreditLineIncreasesDeps>): Promise<void> {
  host.addResolvers(createCreditLineIncreasesResolvers(deps));
  await host.jobs.handle(creditLimitApplyQueue, creditLimitApplyJobHandler(deps));
}
