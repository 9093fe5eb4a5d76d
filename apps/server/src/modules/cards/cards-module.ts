import type { Mounted } from '../../platform/module-host.js';
import { accountReconciliationHandler, accountReconciliationQueue } from './account-reconciliation.js';
import { cardAccountCloseJobHandler, cardAccountCloseQueue } from './card-account-closing-job.js';
import { cardIssueJobHandler, cardIssueQueue } from './card-issuing-job.js';
import { cardReplacementJobHandler, cardReplacementQueue } from './card-replacement.js';
import { cardWebhookRoutes, createSandboxDelivery } from './card-webhook-receiver.js';
import type { CardsDeps } from './cards-deps.js';
import { createCardsResolvers } from './cards-resolvers.js';
import { sandboxCardIssuerRoutes } from './sandbox-card-issuer-routes.js';
import { sandboxShippingHandler, sandboxShippingQueue } from './sandbox-card-issuer.js';
import {
  sandboxCycleHandler,
  sandboxCycleQueue,
  sandboxDeliveryHandler,
  sandboxDeliveryQueue,
  sandboxDepositHandler,
  sandboxDepositQueue,
  sandboxPaymentHandler,
  sandboxPaymentQueue,
} from './sandbox-issuer-jobs.js';
import { scraRateCapJobHandler, scraRateCapQueue } from './scra-rate-cap.js';

/**
 * The card (decision 037): issuing on approval, the issuer's webhooks, and
 * the card's operations. The cash back (modules/rewards) and the SSN
 * follow-up (modules/ssn-follow-up) are modules of their own (decision 061).
 * With the sandbox issuer, its shipping schedule runs here too.
 */
export async function registerCards({ host, ...deps }: Mounted<CardsDeps>): Promise<void> {
  host.addResolvers(createCardsResolvers(deps));
  await host.http.register(cardWebhookRoutes, deps);
  await host.jobs.handle(cardIssueQueue, cardIssueJobHandler(deps));
  // The new card of a replacement (decision 106).
  await host.jobs.handle(cardReplacementQueue, cardReplacementJobHandler(deps));
  // The close at the issuer after the cardholder closed the account (decision 083).
  await host.jobs.handle(cardAccountCloseQueue, cardAccountCloseJobHandler(deps));
  await host.jobs.handle(accountReconciliationQueue, accountReconciliationHandler(deps));
  // The SCRA rate cap at the issuer (decision 088).
  await host.jobs.handle(scraRateCapQueue, scraRateCapJobHandler(deps));
  if (deps.sandbox) {
    const deliver = createSandboxDelivery(deps);
    await host.jobs.handle(sandboxShippingQueue, sandboxShippingHandler(deliver, deps.now));
    // Its statement cycles, payments, deposits and statement credits (decision 079).
    const sandboxJobs = { db: deps.db, deliver, timers: deps.sandbox, now: deps.now };
    await host.jobs.handle(sandboxDeliveryQueue, sandboxDeliveryHandler(sandboxJobs));
    await host.jobs.handle(sandboxPaymentQueue, sandboxPaymentHandler(sandboxJobs));
    await host.jobs.handle(sandboxDepositQueue, sandboxDepositHandler(sandboxJobs));
    await host.jobs.handle(sandboxCycleQueue, sandboxCycleHandler(sandboxJobs));
    // Purchases, refunds, payments and statements for the signed-in member's own account (docs/sandbox.md "Cards").
    await host.http.register(sandboxCardIssuerRoutes, deps);
  }
}
