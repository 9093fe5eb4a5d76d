import type { Mounted } from '../../platform/module-host.js';
import type { RewardsDeps } from './rewards-deps.js';
import { createRewardsResolvers } from './rewards-resolvers.js';
import { statementCreditJobHandler, statementCreditQueue } from './statement-credit-job.js';

/**
 * The cash back (decisions 037 and 061): the ledger counted from what the
 * issuer posts (handed over by the cards module through rewards-port.ts),
 * the rewards panel, and a redemption's statement credit at the issuer.
 */
export async function registerRewards({ host, ...deps }: Mounted<RewardsDeps>): Promise<void> {
  host.addResolvers(createRewardsResolvers(deps));
  await host.jobs.handle(statementCreditQueue, statementCreditJobHandler(deps));
}
