import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';

/** The card account as the cash back needs it: who holds it, its limit (the cycle's cap) and its id at the issuer. */
export interface RewardsAccount {
  id: number;
  userId: string;
  providerAccountId: string;
  creditLimitCents: number;
}

/**
 * What the rewards module needs from the rest of the server (decisions 037
 * and 061), wired in composition/cards-wiring.ts: modules do not import each
 * other.
 */
export interface RewardsDeps {
  db: Db;
  /** The card issuer, asked for a redemption's statement credit (idempotent per key). */
  issuer: {
    creditAccount(request: {
      accountId: string;
      amountCents: number;
      idempotencyKey: string;
      description: string;
    }): Promise<void>;
  };
  /** The signed-in member, or the session error. */
  requireUser(scope: { request: FastifyRequest; reply: FastifyReply }): Promise<{ userId: string }>;
  /** The cards module's port: the account, and its row lock. */
  cards: {
    lockAccount(tx: Db, accountId: number): Promise<RewardsAccount | null>;
    latestAccountOf(db: Db, userId: string): Promise<RewardsAccount | null>;
  };
  referrals: {
    /** When each of the member's invited cardholders activated: the boosts' starts. */
    activationsOf(db: Db, referrerUserId: string): Promise<Date[]>;
  };
  now(): Date;
}
