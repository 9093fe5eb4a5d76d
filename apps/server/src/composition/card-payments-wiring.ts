import { createHmac } from 'node:crypto';
import { accountPort } from '../modules/auth/account-port.js';
import type { CardPaymentsDeps } from '../modules/card-payments/card-payments-deps.js';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { cardsPort } from '../modules/cards/cards-port.js';
import type { CompositionContext } from './composition-context.js';
import { createNoticeDelivery } from './paper-documents-wiring.js';

/**
 * The card's payments (decision 080): the issuer composition/providers.ts
 * chose, the field cipher for the bank numbers, the step-up, bank linking's
 * Plaid Auth (its port, handed over once bank linking is registered), the
 * card account from the cards port and the last statement from the rewards
 * port.
 */
export function createCardPaymentsDeps(
  context: CompositionContext,
  from: Pick<CardPaymentsDeps, 'stepUp' | 'bankLinks' | 'statements'>,
): CardPaymentsDeps {
  const { cipher, sessions, now } = context;
  // A keyed digest (not a bare hash): account numbers are short enough to guess from a plain one.
  const digestKey = createHmac('sha256', context.secrets.encryptionKey).update('payment-bank-account-numbers').digest();
  return {
    db: context.database.db,
    issuer: context.providers.cardIssuing.issuer,
    isIssuerUnavailable: (error) => error instanceof CardIssuerUnavailableError,
    cipher,
    bankNumbersDigest: (routingNumber, accountNumber) =>
      createHmac('sha256', digestKey).update(`${routingNumber}:${accountNumber}`).digest('base64url'),
    requireUser: sessions.user,
    stepUp: from.stepUp,
    bankLinks: from.bankLinks,
    cards: { latestAccountOf: cardsPort.latestAccountOf, accountById: cardsPort.accountById },
    statements: from.statements,
    holderNameOf: async (db, userId) => {
      const name = await accountPort.fullName(db, userId);
      return name ? `${name.firstName} ${name.lastName}` : null;
    },
    holderContactOf: async (db, userId) => {
      const account = await accountPort.accountOf(db, userId);
      return account ? { email: account.email, firstName: account.firstName } : null;
    },
    // A required card notice goes by post after an e-sign withdrawal or a bounce (decision 089).
    deliverRequiredNotice: createNoticeDelivery(context),
    publicUrl: context.config.publicUrl,
    now,
  };
}
