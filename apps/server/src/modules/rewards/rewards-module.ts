import type { Mounted } from '../../platform/module-host.js';
import { cashBackDepositJobHandler, cashBackDepositQueue } from './cash-back-deposit-job.js';
import type { RewardsDeps } from './rewards-deps.js';
import { createRewardsResolvers } from './rewards-resolvers.js';
import { statementCreditJobHandler, statementCreditQueue } from './statement-credit-job.js';
import { registerStatementPdfRoute } from './statement-pdf-route.js';

/**
 * The cash back (decisions 037 and 061) and the statements (decision 082):
 * the mirror of what the issuer posts (handed over by the cards module
 * through rewards-port.ts), the rewards panel, statements, transactions and
 * the statement's PDF, and a redemption's statement credit or bank deposit
 * at the issuer.
 */
export async function registerRewards({ host, ...deps }: Mounted<RewardsDeps>): Promise<void> {
  host.addResolvers(createRewardsResolvers(deps));
  registerStatementPdfRoute(host.http, deps);
  await host.jobs.handle(statementCreditQueue, statementCreditJobHandler(deps));
  await host.jobs.handle(cashBackDepositQueue, cashBackDepositJobHandler(deps));
}
