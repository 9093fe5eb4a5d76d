import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountAction } from '@waypoint/domain/decisions/account-action-notice';
import type { Db } from '../../db/database.js';
import type { CardAccount } from '../../graphql/generated/resolvers-types.js';
import type { FieldCipher } from '../../platform/field-encryption.js';

/** The card account as the follow-up reads it. */
export interface FollowedAccount {
  id: number;
  applicationId: number;
  /** open or closed: a closed account's follow-up locks nothing (decision 083). */
  status: string;
  ssnRequired: boolean;
  ssnCipher: string | null;
}

/** The account's card as the follow-up locks and unlocks it. */
export interface FollowedCard {
  id: number;
  status: string;
  lockReason: string | null;
  providerCardId: string;
}

/**
 * What the SSN follow-up needs from the rest of the server (decisions 037
 * and 061), wired in composition/cards-wiring.ts: modules do not import each
 * other.
 */
export interface SsnFollowUpDeps {
  db: Db;
  /** The card issuer: the deadline's lock, and its lifting when the SSN arrives. */
  issuer: { setCardLocked(cardId: string, locked: boolean): Promise<void> };
  /** Whether the issuer's failure is an outage the member may retry (the cards module's CardIssuerUnavailableError). */
  isIssuerUnavailable(error: unknown): boolean;
  cipher: FieldCipher;
  /** The signed-in member, or the session error. */
  requireUser(scope: { request: FastifyRequest; reply: FastifyReply }): Promise<{ userId: string }>;
  /** The cards module's port: the account's SSN, its card, and their row locks. */
  cards: {
    accountById(db: Db, accountId: number): Promise<FollowedAccount | null>;
    latestAccountOf(db: Db, userId: string, options: { lock: boolean }): Promise<FollowedAccount | null>;
    ssnStateOf(db: Db, accountId: number): Promise<{ ssnRequired: boolean; ssnCipher: string | null } | null>;
    ssnCipherOfCard(db: Db, cardId: number): Promise<{ ssnCipher: string | null } | null>;
    storeSsn(tx: Db, accountId: number, ssnCipher: string, at: Date): Promise<void>;
    latestCardOfAccount(db: Db, accountId: number): Promise<FollowedCard | null>;
    lockCardOfAccount(tx: Db, accountId: number): Promise<FollowedCard | null>;
    moveCard(tx: Db, cardId: number, change: { status?: string; lockReason?: string | null }, at: Date): Promise<void>;
    /** The member's card account as cards.graphql answers it. */
    cardAccountViewOf(db: Db, userId: string): Promise<CardAccount | null>;
  };
  /**
   * Records the notice of an action on the account and queues its sending, on the action's transaction
   * (the decision notices' port, decision 054): the SSN deadline's lock is adverse action (product-rules#notices).
   */
  queueAccountActionNotice(tx: Db, notice: { applicationId: number; action: AccountAction }): Promise<unknown>;
  /** The site's address, for the links in e-mails. */
  publicUrl: string;
  now(): Date;
}
