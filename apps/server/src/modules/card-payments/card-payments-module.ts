import type { Mounted } from '../../platform/module-host.js';
import { autopaySubmitHooks } from './autopay-day.js';
import { autopayUsesBankAccount } from './autopay-repository.js';
import { createAutopayResolvers } from './autopay-resolvers.js';
import { paymentReminderJobHandler, paymentReminderQueue } from './card-notice-reminder-job.js';
import { cardPaymentSubmitHandler, cardPaymentSubmitQueue } from './card-payment-submit-job.js';
import type { CardPaymentsDeps } from './card-payments-deps.js';
import { createCardPaymentsResolvers } from './card-payments-resolvers.js';

/**
 * The card's payments (decision 080): the bank accounts linked to pay from
 * (Plaid Auth, through bank linking's port), payments now or on a later day,
 * their submission to the issuer by a job, and what the issuer's events say
 * became of them (card-payments-port.ts, called by the cards module's webhook).
 */
export async function registerCardPayments({ host, ...deps }: Mounted<CardPaymentsDeps>): Promise<void> {
  host.addResolvers(createCardPaymentsResolvers(deps, autopayUsesBankAccount));
  // Autopay and the card notices (decision 081): their resolvers and the payment reminders' sweep.
  host.addResolvers(createAutopayResolvers(deps));
  await host.jobs.handle(paymentReminderQueue, paymentReminderJobHandler(deps));
  await host.jobs.handle(cardPaymentSubmitQueue, cardPaymentSubmitHandler(deps, autopaySubmitHooks(deps)));
}
