import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InterestBalanceMethod } from '@waypoint/domain/card-account/statement-interest-balance';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CardClosingDeps } from './card-account-closing-deps.js';
import type { CardIssuingProvider, HolderIdentity } from './card-issuing-provider.js';
import type { CardWebhookReader } from './card-webhook-events.js';

/** The step-up's ways of proving it is you (account security's StepUpMethod; modules do not import each other). */
export type StepUpMethodName = 'passkey' | 'phoneCode' | 'emailCode';

/** A request's credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What the cards module needs from the rest of the server (decision 037),
 * wired in composition/cards-wiring.ts: modules do not import each other.
 */
export interface CardsDeps {
  db: Db;
  issuer: CardIssuingProvider;
  /** The shared secret the issuer signs webhooks with (CARD_ISSUER_WEBHOOK_SECRET; derived outside production). */
  webhookSecret: string;
  /** A real issuer's own webhook scheme (decision 045); null: the sandbox's (card-webhook-signature.ts). */
  webhookReader: CardWebhookReader | null;
  /**
   * The sandbox issuer's control routes, shipping schedule, payment and
   * deposit settling and statement cycles run only when this is set
   * (docs/sandbox.md "Cards"; decision 079).
   */
  sandbox: SandboxIssuerTimers | null;
  limiter: RateLimiter;
  /** The signed-in member, or the session error. */
  requireUser(scope: RequestScope): Promise<{ userId: string }>;
  /** The request's country (ISO code) as IP insights sees it; the sandbox header works outside production. */
  requestCountry(request: FastifyRequest): Promise<string | null>;
  /**
   * Account security's step-up (decision 073): passes with a recent proof for the
   * caller's session, by one of `methods` when given; otherwise throws
   * STEP_UP_REQUIRED naming the methods the account can use.
   */
  stepUp: {
    requireRecent(scope: RequestScope, options?: { methods?: StepUpMethodName[] }): Promise<void>;
  };
  accounts: {
    holderOf(db: Db, userId: string): Promise<{ firstName: string; lastName: string; email: string } | null>;
    /** What a real issuer's enrollment asks of the approved applicant (decision 045); null when the application is gone. */
    identityOf(db: Db, applicationId: number): Promise<HolderIdentity | null>;
    /** The account's verified mobile phone, E.164, or null before one is verified (account security's port, decision 074). */
    verifiedPhoneOf(db: Db, userId: string): Promise<string | null>;
    /** Marks the account a cardholder (isCardHolder), on the activation's transaction. */
    markCardHolder(tx: Db, userId: string): Promise<void>;
  };
  referrals: {
    /**
     * Records the invited cardholder's activation for their referrer's boost; nothing when they were not
     * invited, when it comes more than 90 days after their approval, or when the referrer is not in good
     * standing that day, which it asks `referrerInGoodStanding` (docs/product-rules.md#cash-back, decision 103).
     */
    markActivated(
      tx: Db,
      referredUserId: string,
      activation: {
        activatedAt: Date;
        approvedAt: Date;
        referrerInGoodStanding(referrerUserId: string): Promise<boolean>;
      },
    ): Promise<void>;
  };
  /** The rewards module's port (decision 061): it records what the issuer posted and counts its cash back. */
  rewards: {
    recordTransaction(tx: Db, accountId: number, transaction: PostedTransaction, now: Date): Promise<void>;
    recordStatement(tx: Db, accountId: number, statement: ClosedStatement, now: Date): Promise<void>;
    /** A cash-back deposit to the holder's bank settled or came back (decision 078). */
    recordDepositUpdate(tx: Db, accountId: number, deposit: DepositUpdate, now: Date): Promise<void>;
    /** The sandbox issuer's statement: its period starts where the last one ended (null: the account's opening). */
    lastStatementEnd(db: Db, accountId: number): Promise<Date | null>;
    /** Purchases less refunds and payments posted in the period; a credit balance shows as 0. */
    periodBalanceCents(db: Db, accountId: number, start: Date, end: Date): Promise<number>;
    /** Days past due on the day of `now` (decision 102): more than 60 is the Cardholder Agreement's default. */
    daysPastDueOf(db: Db, accountId: number, now: Date): Promise<number>;
    /** When each returned payment posted: two within 12 months are the Cardholder Agreement's default. */
    paymentReturnDatesOf(db: Db, accountId: number): Promise<Date[]>;
  };
  /**
   * The card-payments module's port (decision 078): a payment we asked the
   * issuer for posted or came back, and a statement closed (autopay and the
   * notices), each on the webhook's transaction under the account's lock.
   */
  payments: {
    paymentPosted(tx: Db, accountId: number, posted: { paymentId: string; postedAt: Date }): Promise<void>;
    paymentReturned(
      tx: Db,
      accountId: number,
      returned: { paymentId: string; returnCode: string; at: Date },
    ): Promise<void>;
    statementClosed(tx: Db, accountId: number, statement: ClosedStatement): Promise<void>;
  };
  /** The SSN follow-up's port (decision 061): its 60 days start at activation, on the activation's transaction. */
  ssnFollowUp: {
    schedule(
      tx: Db,
      start: { accountId: number; userId: string; email: string; firstName: string; activatedAt: Date },
    ): Promise<boolean>;
  };
  /** What closing the account needs from the rewards and the payments (decision 083). */
  closing: CardClosingDeps;
  /** Whether an approved application was admitted without an SSN (product-rules#ssn-follow-up). */
  admittedWithoutSsn(db: Db, applicationId: number): Promise<boolean>;
  /**
   * When the application was approved (its approving decision), or null when no decision says so
   * (an account from before decisions were kept): activation then counts from the account's opening.
   */
  approvedAt(db: Db, applicationId: number): Promise<Date | null>;
  /**
   * The servicemember's active duty on record (the change requests' approved SCRA request), or null:
   * a card issued after the approval decides its rate cap at issue (docs/product-rules.md#scra-rate-cap).
   */
  scraBenefitOf(db: Db, userId: string): Promise<{ activeDutyStartDate: string; changeRequestId: number } | null>;
  /** The site's address, for the links in e-mails. */
  publicUrl: string;
  now(): Date;
}

/** The sandbox issuer's timers (docs/sandbox.md "Cards"), all in milliseconds. */
export interface SandboxIssuerTimers {
  /** After issuing, the card ships; as long again, it is delivered (CARD_SANDBOX_SHIP_AFTER_MS). */
  shipAfterMs: number;
  /** A statement closes this long after activation and every cycle after (CARD_SANDBOX_CYCLE_MS); 0: only on demand. */
  cycleMs: number;
  /** A payment or deposit posts (settles) this long after it was asked for (CARD_SANDBOX_SETTLE_AFTER_MS). */
  settleAfterMs: number;
  /** A test amount's return comes this long after it posted (CARD_SANDBOX_RETURN_AFTER_MS). */
  returnAfterMs: number;
}

/** What moved on the account, as the issuer posted it (card-webhook-events.ts `transaction.posted`). */
export type PostedTransactionKind =
  'purchase' | 'refund' | 'payment' | 'payment_return' | 'credit' | 'fee' | 'interest';

/** A transaction the issuer posted to an account. */
export interface PostedTransaction {
  providerTransactionId: string;
  kind: PostedTransactionKind;
  amountCents: number;
  description: string;
  /** For a refund: the purchase it refunds (its provider id). */
  refundsTransactionId: string | null;
  /** For a payment or payment_return: the issuer's payment id; null otherwise. */
  paymentId: string | null;
  /** For a payment_return: the ACH return code (R01, …); null otherwise. */
  returnCode: string | null;
  postedAt: Date;
}

/** A cash-back deposit's outcome at the holder's bank (`deposit.updated`). */
export interface DepositUpdate {
  providerDepositId: string;
  status: 'settled' | 'returned';
  returnCode: string | null;
  at: Date;
}

/** A billing cycle's statement as the issuer closed it. */
export interface ClosedStatement {
  providerStatementId: string;
  periodStart: Date;
  periodEnd: Date;
  /** YYYY-MM-DD. */
  dueDate: string;
  balanceCents: number;
  minimumDueCents: number;
  /** The cycle's figures (decision 078); null where the issuer's event carried none. */
  previousBalanceCents: number | null;
  paymentsCents: number | null;
  creditsCents: number | null;
  purchasesCents: number | null;
  feesCents: number | null;
  interestCents: number | null;
  aprBps: number | null;
  /** Reg Z 1026.7(b)(5); null where the issuer did not say. */
  balanceSubjectToInterestCents: number | null;
  interestBalanceMethod: InterestBalanceMethod | null;
  /** The credit limit on the cycle's last day (decision 104); null where the issuer did not say. */
  creditLimitCents: number | null;
}
