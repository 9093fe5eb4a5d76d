/**
 * The card-issuing provider (decision 037), shaped after public issuing APIs
 * (Stripe Issuing, Lithic, Marqeta): we open a credit account with a limit,
 * issue a card on it, and ask for it to be activated, locked or unlocked.
 * What happens at the issuer afterwards (shipping, delivery, purchases,
 * payments, statements) comes back as signed webhook events
 * (card-webhook-events.ts). The sandbox (sandbox-card-issuer.ts) is the default.
 */
export interface CardIssuingProvider {
  /** `sandbox` or the real issuer's name; stored with each account. */
  readonly name: string;
  /**
   * Opens the credit account. `reference` is our idempotency key (the
   * application id): asked twice, the issuer answers the same account.
   */
  openAccount(request: {
    reference: string;
    creditLimitCents: number;
    holder: { firstName: string; lastName: string; email: string };
  }): Promise<{ accountId: string }>;
  /** Issues the account's card (idempotent per account): only the last four digits and the expiry come back. */
  issueCard(request: { accountId: string }): Promise<IssuedCard>;
  /** Turns the card on at the issuer, after our checks (the digits, the country). */
  activateCard(cardId: string): Promise<void>;
  /** Stops (lock) or allows (unlock) authorisations on the card. */
  setCardLocked(cardId: string, locked: boolean): Promise<void>;
  /** Posts a statement credit (a cash-back redemption); idempotent per key. */
  creditAccount(request: {
    accountId: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<void>;
}

export interface IssuedCard {
  cardId: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

/** A provider's failure we may retry (a timeout, a 5xx); anything else is a bug or a refusal. */
export class CardIssuerUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardIssuerUnavailableError';
  }
}
