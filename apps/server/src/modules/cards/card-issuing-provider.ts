import type { CardReplacementReason } from '@waypoint/domain/cards/card-replacement';
import type { CardWebhookEvent } from './card-webhook-events.js';

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
    /** The approval's purchase APR in basis points, when the decision had one (decision 079). */
    aprBps?: number | null;
    holder: { firstName: string; lastName: string; email: string; identity?: HolderIdentity };
  }): Promise<{ accountId: string }>;
  /** Issues the account's card (idempotent per account): only the last four digits and the expiry come back. */
  issueCard(request: { accountId: string }): Promise<IssuedCard>;
  /**
   * Makes a card in place of `replacesCardId` (docs/product-rules.md#card-replacement),
   * posted to the holder's address and paused until activated, as a first
   * card. A lost or stolen card's replacement gets a new number; a damaged
   * one's may keep it. `reference` is our idempotency key, one per
   * replacement: asked twice, the issuer answers the same card.
   */
  issueReplacementCard(request: {
    accountId: string;
    replacesCardId: string;
    reason: CardReplacementReason;
    reference: string;
  }): Promise<IssuedCard>;
  /** Closes one card for good (a replaced card): it authorises nothing again. Idempotent. */
  closeCard(cardId: string): Promise<void>;
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
  /**
   * The account's balances as the issuer keeps them (the issuer is the
   * ledger of record, decision 078): what is owed now, what can still be
   * spent, and the limit.
   */
  balanceOf(accountId: string): Promise<IssuerBalance>;
  /**
   * The account's closed statements since `since` (all when null), oldest
   * first, in the `statement.closed` event's shape: the reconciliation job
   * records any a webhook did not bring (decision 078).
   */
  statementsOf(accountId: string, since: Date | null): Promise<IssuerStatement[]>;
  /** The account's posted transactions since `since`, oldest first, in the `transaction.posted` event's shape. */
  transactionsOf(accountId: string, since: Date | null): Promise<IssuerTransaction[]>;
  /**
   * Pulls a payment from the holder's bank into the card account (an ACH
   * debit through the issuer's payments API). `idempotencyKey` is ours, one
   * per payment row: asked twice, the issuer answers the same payment. The
   * payment is pending until a `payment.posted` or `payment.returned` event.
   * `creditDate` is the day the payment counts as received (Reg Z 1026.10,
   * product-rules#card-payments).
   */
  createPayment(request: {
    accountId: string;
    bank: BankAccountNumbers;
    amountCents: number;
    idempotencyKey: string;
    creditDate: string;
  }): Promise<{ paymentId: string }>;
  /** Stops a payment the issuer has not yet sent to the bank; false when it is too late. */
  cancelPayment(paymentId: string): Promise<boolean>;
  /**
   * Sends cash back to the holder's bank (an ACH credit through the issuer's
   * transfer API); idempotent per key. Settles or is returned like a payment,
   * by `deposit.settled` / `deposit.returned` events.
   */
  depositToBank(request: {
    accountId: string;
    bank: BankAccountNumbers;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<{ depositId: string }>;
  /** Changes the account's credit limit (an approved increase); idempotent. */
  setCreditLimit(accountId: string, creditLimitCents: number): Promise<void>;
  /**
   * Closes the account to new purchases and its cards for good. The balance
   * owed stays payable; idempotent (closing a closed account succeeds).
   */
  closeAccount(accountId: string): Promise<void>;
  /**
   * Caps the account's interest rate (the SCRA's 6%, docs/product-rules.md#scra-rate-cap,
   * decision 088) from `effectiveFrom` (YYYY-MM-DD, the first day of service)
   * for as long as the cap stands: statements closed after it charge at most
   * `aprBasisPoints` and no fees (fees count as interest under 50 U.S.C.
   * §3937(d)(1)); interest and fees already charged since `effectiveFrom`
   * above the cap are credited back once (a `credit` transaction). Idempotent:
   * asked again, nothing more is credited and the same figure comes back.
   */
  capInterestRate(request: RateCapRequest): Promise<{ creditedCents: number }>;
}

export interface RateCapRequest {
  accountId: string;
  aprBasisPoints: number;
  /** YYYY-MM-DD. */
  effectiveFrom: string;
  reason: 'scra';
}

/** A US bank account's numbers, decrypted only to be sent to the issuer. */
export interface BankAccountNumbers {
  routingNumber: string;
  accountNumber: string;
  /** checking or savings. */
  type: 'checking' | 'savings';
  holderName: string;
}

export interface IssuerBalance {
  /** What is owed now: posted purchases, fees and interest less payments and credits; negative is a credit balance. */
  currentBalanceCents: number;
  /** The limit less the balance and pending purchases, never below 0. */
  availableCreditCents: number;
  creditLimitCents: number;
}

export type IssuerStatement = Extract<CardWebhookEvent, { type: 'statement.closed' }>['statement'];
export type IssuerTransaction = Extract<CardWebhookEvent, { type: 'transaction.posted' }>['transaction'];

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
