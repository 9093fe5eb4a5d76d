import type { Mounted } from '../../platform/module-host.js';
import { cardAccountCloseJobHandler, cardAccountCloseQueue } from './card-account-closing-job.js';
import { cardIssueJobHandler, cardIssueQueue } from './card-issuing-job.js';
import { cardWebhookRoutes, createSandboxDelivery } from './card-webhook-receiver.js';
import type { CardsDeps } from './cards-deps.js';
import { createCardsResolvers } from './cards-resolvers.js';
import { sandboxCardIssuerRoutes } from './sandbox-card-issuer-routes.js';
import { sandboxShippingHandler, sandboxShippingQueue } from './sandbox-card-issuer.js';

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
  // The close at the issuer after the cardholder closed the account (decision 083).
  await host.jobs.handle(cardAccountCloseQueue, cardAccountCloseJobHandler(deps));
  if (deps.sandbox) {
    await host.jobs.handle(sandboxShippingQueue, sandboxShippingHandler(createSandboxDelivery(deps), deps.now));
    // Purchases, refunds, payments and statements for the signed-in member's own account (docs/sandbox.md "Cards").
    await host.http.register(sandboxCardIssuerRoutes, deps);
  }
}
