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
    holder: { firstName: string; lastName: string; email: string; identity?: HolderIdentity };
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

/**
 * What a real issuer's enrollment asks of the holder (decision 045): we ran
 * the identity checks ourselves, but the issuer records who holds the account
 * and ships the card to the address. The sandbox ignores it.
 */
export interface HolderIdentity {
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  /** E.164; the application does not ask for one yet (decision 045). */
  phone: string | null;
  /** Nine digits, or null for a holder admitted without one (product-rules#ssn-follow-up). */
  ssn: string | null;
  address: { street: string; city: string; state: string; postalCode: string } | null;
}

/** A provider's failure we may retry (a timeout, a 5xx); anything else is a bug or a refusal. */
export class CardIssuerUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardIssuerUnavailableError';
  }
}

/**
 * The issuer refused the request (a 4xx: bad credentials, an unknown card, a
 * field it will not take) or we refused to send it (a field it requires is
 * missing). Retrying the same request changes nothing; the job still retries,
 * so a fixed setting or record lets it through.
 */
export class CardIssuerRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CardIssuerRefusedError';
  }
}
