import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@waypoint/domain/staff/staff-access';
import type { Db } from '../../db/database.js';

/** A request's credentials: a GraphQL context. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The card account as a limit increase needs it (the cards port). */
export interface LimitCardAccount {
  id: number;
  userId: string;
  applicationId: number;
  providerAccountId: string;
  creditLimitCents: number;
  aprBps: number | null;
  status: string;
  createdAt: Date;
}

/** The account holder as the mails and the notice name them (auth's account port). */
export interface LimitHolder {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  currentAddress: string | null;
}

/**
 * What the credit-line-increases module needs from the rest of the server
 * (decision 084), wired in composition/credit-line-increases-wiring.ts:
 * modules do not import each other.
 */
export interface CreditLineIncreasesDeps {
  db: Db;
  /** The card issuer: the ledger of record, where the new limit is set (idempotent). */
  issuer: { setCreditLimit(accountId: string, creditLimitCents: number): Promise<void> };
  /** Whether an issuer failure is worth retrying (CardIssuerUnavailableError). */
  isIssuerUnavailable(error: unknown): boolean;
  requireUser(scope: RequestScope): Promise<{ userId: string }>;
  /** The back office's gate (decision 029). */
  requireStaff(
    scope: RequestScope,
    roles?: readonly StaffRole[],
  ): Promise<{ staffId: string; email: string; role: StaffRole }>;
  /** The cards module's port. */
  cards: {
    latestAccountOf(db: Db, userId: string, options?: { lock: boolean }): Promise<LimitCardAccount | null>;
    accountById(db: Db, accountId: number): Promise<LimitCardAccount | null>;
    /** The account's row lock: one request at a time per account. */
    lockAccount(tx: Db, accountId: number): Promise<LimitCardAccount | null>;
    latestCardOfAccount(db: Db, accountId: number): Promise<{ status: string; lastFour: string } | null>;
    setCreditLimit(tx: Db, accountId: number, creditLimitCents: number): Promise<void>;
  };
  /** The rewards module's port: the latest statements and whether each was paid on time. */
  statements: {
    recentStatementsOf(
      db: Db,
      accountId: number,
      limit: number,
    ): Promise<{ dueDate: string; minimumDueCents: number; paidOnTime: boolean }[]>;
  };
  holderOf(db: Db, userId: string): Promise<LimitHolder | null>;
  /** From the approved application: the age (1026.51(b)) and the other monthly commitments it stated. */
  applicantFactsOf(
    db: Db,
    applicationId: number,
  ): Promise<{ ageYears: number | null; financialCommitments: number | null }>;
  /** The creditor and ECOA agency every notice names (decision 054). */
  notices: { creditor: { name: string; address: string }; agency: { name: string; address: string } };
  publicUrl: string;
  now(): Date;
}
