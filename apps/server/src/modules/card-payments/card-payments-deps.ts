import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { DeliverRequiredNotice } from '../../platform/post/required-notice.js';

/** A request's credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The card account as payments need it: who holds it and its id at the issuer. */
export interface PaymentsCardAccount {
  id: number;
  userId: string;
  providerAccountId: string;
}

/** A US bank account's numbers, decrypted only to be sent to the issuer (the issuer's BankAccountNumbers). */
export interface PaymentBankNumbers {
  routingNumber: string;
  accountNumber: string;
  type: 'checking' | 'savings';
  holderName: string;
}

/** The last closed statement's figures the Pay screen and the amount choices use (the rewards module keeps them). */
export interface LatestStatement {
  /** Our statement row's id (the statement page's), for the notices' links (decision 081). */
  id: number;
  /** The issuer's statement id: autopay and the notices match the statement that closed by it. */
  providerStatementId: string;
  balanceCents: number;
  minimumDueCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  periodEnd: Date;
}

/** The account chosen in Plaid Link, with Auth's numbers (bank linking's port). */
export interface LinkedAuthAccount {
  plaidAccountId: string;
  institutionName: string;
  subtype: 'checking' | 'savings';
  mask: string;
  accountNumber: string;
  routingNumber: string;
}

/**
 * What the card-payments module needs from the rest of the server (decision
 * 080), wired in composition/card-payments-wiring.ts: modules do not import
 * each other.
 */
export interface CardPaymentsDeps {
  db: Db;
  /** The card issuer: the ledger of record (decision 078) and where payments are made. */
  issuer: {
    balanceOf(accountId: string): Promise<{ currentBalanceCents: number }>;
    createPayment(request: {
      accountId: string;
      bank: PaymentBankNumbers;
      amountCents: number;
      idempotencyKey: string;
      creditDate: string;
    }): Promise<{ paymentId: string }>;
    cancelPayment(paymentId: string): Promise<boolean>;
  };
  /** Whether an issuer failure is worth retrying (CardIssuerUnavailableError). */
  isIssuerUnavailable(error: unknown): boolean;
  /** Encrypts the bank numbers at rest (platform/field-encryption.ts), bound to their column. */
  cipher: { encrypt(plain: string, context?: string): string; decrypt(stored: string, context?: string): string };
  /** A keyed digest of a bank account's numbers: the same account linked twice finds its row. */
  bankNumbersDigest(routingNumber: string, accountNumber: string): string;
  /** The signed-in member, or the session error. */
  requireUser(scope: RequestScope): Promise<{ userId: string }>;
  /** Account security's step-up (decision 073): a recent proof, or STEP_UP_REQUIRED. */
  stepUp: { requireRecent(scope: RequestScope): Promise<void> };
  /** Bank linking's port: Plaid Link for Auth and the chosen account's numbers. */
  bankLinks: {
    createAuthLinkToken(userId: string): Promise<string>;
    readAuthAccount(publicToken: string, plaidAccountId: string | null): Promise<LinkedAuthAccount>;
  };
  /** The cards module's port: the member's card account. */
  cards: {
    latestAccountOf(db: Db, userId: string): Promise<PaymentsCardAccount | null>;
    accountById(db: Db, accountId: number): Promise<PaymentsCardAccount | null>;
  };
  /** The rewards module's port: the last statement the issuer closed; null before the first. */
  statements: { latestStatementOf(db: Db, accountId: number): Promise<LatestStatement | null> };
  /** The account holder's name, sent to the issuer with the bank's numbers. */
  holderNameOf(db: Db, userId: string): Promise<string | null>;
  /** Autopay and the card notices (decision 081): where to write the holder, and the site's address for links. */
  holderContactOf(db: Db, userId: string): Promise<{ email: string; firstName: string } | null>;
  /** E-mail or post for a required card notice, decided in one place (decision 089). */
  deliverRequiredNotice: DeliverRequiredNotice;
  publicUrl: string;
  now(): Date;
}
