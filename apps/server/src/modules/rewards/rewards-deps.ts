import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';

/** The card account as the cash back needs it: who holds it, its limit (the cycle's cap) and its id at the issuer. */
export interface RewardsAccount {
  id: number;
  userId: string;
  providerAccountId: string;
  creditLimitCents: number;
}

/** A US bank account's numbers, as the issuer's transfer takes them (the cards module's BankAccountNumbers). */
export interface DepositBankNumbers {
  routingNumber: string;
  accountNumber: string;
  type: 'checking' | 'savings';
  holderName: string;
}

/** The card's balances at the issuer (the issuer is the ledger of record, decision 078). */
export interface IssuerBalanceAnswer {
  currentBalanceCents: number;
  availableCreditCents: number;
  creditLimitCents: number;
}

/**
 * What the rewards module needs from the rest of the server (decisions 037
 * and 061), wired in composition/cards-wiring.ts: modules do not import each
 * other.
 */
export interface RewardsDeps {
  db: Db;
  /**
   * The card issuer: a redemption's statement credit and a deposit to a bank
   * (idempotent per key), and the account's balances.
   */
  issuer: {
    creditAccount(request: {
      accountId: string;
      amountCents: number;
      idempotencyKey: string;
      description: string;
    }): Promise<void>;
    balanceOf(accountId: string): Promise<IssuerBalanceAnswer>;
    depositToBank(request: {
      accountId: string;
      bank: DepositBankNumbers;
      amountCents: number;
      idempotencyKey: string;
      description: string;
    }): Promise<{ depositId: string }>;
  };
  /** Whether an issuer's failure is its being unreachable for now (CardIssuerUnavailableError), not a refusal. */
  isIssuerUnavailable(error: unknown): boolean;
  /** The signed-in member, or the session error. */
  requireUser(scope: { request: FastifyRequest; reply: FastifyReply }): Promise<{ userId: string }>;
  /** Account security's step-up (decision 073): a deposit to a bank account never paid into before needs one. */
  stepUp: {
    requireRecent(scope: { request: FastifyRequest; reply: FastifyReply }): Promise<void>;
  };
  /** The cards module's port: the account, its card's last four digits, and its row lock. */
  cards: {
    lockAccount(tx: Db, accountId: number): Promise<RewardsAccount | null>;
    latestAccountOf(db: Db, userId: string): Promise<RewardsAccount | null>;
    accountById(db: Db, accountId: number): Promise<RewardsAccount | null>;
    cardOfAccountAt(db: Db, accountId: number, at: Date): Promise<{ lastFour: string } | null>;
  };
  /** The card-payments module's port: the member's linked payment bank accounts. */
  payments: {
    /** The member's linked bank account `bankAccountId` (its numbers decrypted, and its label); null when not theirs. */
    bankAccountOf(
      db: Db,
      userId: string,
      bankAccountId: number,
    ): Promise<{ numbers: DepositBankNumbers; label: string } | null>;
  };
  /** Who the statement names as the creditor (config/notice-settings.ts, decision 054). */
  creditor: { name: string; address: string };
  referrals: {
    /** When each of the member's invited cardholders activated: the boosts' starts. */
    activationsOf(db: Db, referrerUserId: string): Promise<Date[]>;
  };
  now(): Date;
}
