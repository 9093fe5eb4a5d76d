import type { StepUpPort } from '../modules/account-security/account-security-port.js';
import type { ApplicationDeps } from '../modules/application/application-deps.js';
import type { CardPaymentsDeps } from '../modules/card-payments/card-payments-deps.js';
import { registerCardPayments } from '../modules/card-payments/card-payments-module.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { registerCards } from '../modules/cards/cards-module.js';
import type { ChangeRequestsDeps } from '../modules/change-requests/change-requests-deps.js';
import { registerChangeRequests } from '../modules/change-requests/change-requests-module.js';
import { registerCreditLineIncreases } from '../modules/credit-line-increases/credit-line-increases-module.js';
import type { DocumentsDeps } from '../modules/documents/documents-deps.js';
import type { RewardsDeps } from '../modules/rewards/rewards-deps.js';
import { registerRewards } from '../modules/rewards/rewards-module.js';
import { createRewardsPort } from '../modules/rewards/rewards-port.js';
import { registerSsnFollowUp } from '../modules/ssn-follow-up/ssn-follow-up-module.js';
import type { RequireStaff } from '../modules/staff/require-staff.js';
import { createCardholderDeps } from './cards-wiring.js';
import { createChangeRequestsDeps } from './change-requests-wiring.js';
import type { CompositionContext } from './composition-context.js';
import { createCreditLineIncreasesDeps } from './credit-line-increases-wiring.js';

/**
 * The account holder's side: change requests (decision 036), with proofs
 * through the documents' pipeline and decided by staff, and the card after
 * approval with its cash back and SSN follow-up (decisions 037 and 061).
 */
export async function registerAccountArea(
  context: CompositionContext,
  from: {
    documents: DocumentsDeps;
    application: ApplicationDeps;
    requireStaff: RequireStaff;
    /** Account security's step-up (decision 073), for the sensitive operations. */
    stepUp: StepUpPort;
    /** Bank linking's Plaid Auth, for the card's payment accounts (decision 080). */
    bankLinks: CardPaymentsDeps['bankLinks'];
  },
): Promise<{ changeRequests: ChangeRequestsDeps; cards: CardsDeps; rewards: RewardsDeps }> {
  const { host } = context;
  const { cards, rewards, ssnFollowUp, cardPayments } = createCardholderDeps(
    context,
    from.application.ipCountry,
    from.stepUp,
    from.bankLinks,
  );
  // An approved servicemember request reaches the card's rate cap through the cards port (decision 088).
  const changeRequests = createChangeRequestsDeps(context, from.documents, from.requireStaff, from.stepUp, cards);
  await registerChangeRequests({ host, ...changeRequests });
  await registerCards({ host, ...cards });
  await registerRewards({ host, ...rewards });
  await registerSsnFollowUp({ host, ...ssnFollowUp });
  // The card's payments (decision 080).
  await registerCardPayments({ host, ...cardPayments });
  // Credit limit increases (decision 084): the statements' on-time marks from the rewards port.
  const statements = { recentStatementsOf: createRewardsPort(rewards).recentStatementsOf };
  await registerCreditLineIncreases({
    host,
    ...createCreditLineIncreasesDeps(context, { requireStaff: from.requireStaff, statements }),
  });
  return { changeRequests, cards, rewards };
}
