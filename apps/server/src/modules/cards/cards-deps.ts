import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountAction } from '@waypoint/domain/decisions/account-action-notice';
import type { Db } from '../../db/database.js';
import type { FieldCipher } from '../../platform/field-encryption.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CardIssuingProvider, HolderIdentity } from './card-issuing-provider.js';
import type { CardWebhookReader } from './card-webhook-receiver.js';

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
  cipher: FieldCipher;
  limiter: RateLimiter;
  /** The signed-in member, or the session error. */
  requireUser(scope: RequestScope): Promise<{ userId: string }>;
  /** The request's country (ISO code) as IP insights sees it; the sandbox header works outside production. */
  requestCountry(request: FastifyRequest): Promise<string | null>;
  accounts: {
    holderOf(db: Db, userId: string): Promise<{ firstName: string; lastName: string; email: string } | null>;
    /** What a real issuer's enrollment asks of the approved applicant (decision 045); null when the application is gone. */
    identityOf(db: Db, applicationId: number): Promise<HolderIdentity | null>;
    /** Marks the account a cardholder (isCardHolder), on the activation's transaction. */
    markCardHolder(tx: Db, userId: string): Promise<void>;
  };
  referrals: {
    /** Records the invited cardholder's activation for their referrer's boost; nothing when they were not invited. */
    markActivated(tx: Db, referredUserId: string, at: Date): Promise<void>;
    /** When each of the member's invited cardholders activated: the boosts' starts. */
    activationsOf(db: Db, referrerUserId: string): Promise<Date[]>;
  };
  /**
   * Records the notice of an action on the account and queues its sending, on the action's transaction
   * (the decision notices' port, decision 054): the SSN deadline's lock is adverse action (product-rules#notices).
   */
  queueAccountActionNotice(tx: Db, notice: { applicationId: number; action: AccountAction }): Promise<unknown>;
  /** Whether an approved application was admitted without an SSN (product-rules#ssn-follow-up). */
  admittedWithoutSsn(db: Db, applicationId: number): Promise<boolean>;
  /** The site's address, for the links in e-mails. */
  publicUrl: string;
  now(): Date;
}
