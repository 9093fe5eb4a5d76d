import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
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
  /** The sandbox issuer's control routes and shipping schedule are mounted only when this is set. */
  sandbox: { shipAfterMs: number } | null;
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
    /** Records the invited cardholder's activation for their referrer's boost; nothing when they were not invited. */
    markActivated(tx: Db, referredUserId: string, at: Date): Promise<void>;
  };
  /** The rewards module's port (decision 061): it records what the issuer posted and counts its cash back. */
  rewards: {
    recordTransaction(tx: Db, accountId: number, transaction: PostedTransaction, now: Date): Promise<void>;
    recordStatement(tx: Db, accountId: number, statement: ClosedStatement, now: Date): Promise<void>;
    /** The sandbox issuer's statement: its period starts where the last one ended (null: the account's opening). */
    lastStatementEnd(db: Db, accountId: number): Promise<Date | null>;
    /** Purchases less refunds and payments posted in the period; a credit balance shows as 0. */
    periodBalanceCents(db: Db, accountId: number, start: Date, end: Date): Promise<number>;
  };
  /** The SSN follow-up's port (decision 061): its 60 days start at activation, on the activation's transaction. */
  ssnFollowUp: {
    schedule(
      tx: Db,
      start: { accountId: number; userId: string; email: string; firstName: string; activatedAt: Date },
    ): Promise<boolean>;
  };
  /** Whether an approved application was admitted without an SSN (product-rules#ssn-follow-up). */
  admittedWithoutSsn(db: Db, applicationId: number): Promise<boolean>;
  /** The site's address, for the links in e-mails. */
  publicUrl: string;
  now(): Date;
}

/** A purchase, refund or payment the issuer posted to an account. */
export interface PostedTransaction {
  providerTransactionId: string;
  kind: 'purchase' | 'refund' | 'payment';
  amountCents: number;
  description: string;
  /** For a refund: the purchase it refunds (its provider id). */
  refundsTransactionId: string | null;
  postedAt: Date;
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
}
