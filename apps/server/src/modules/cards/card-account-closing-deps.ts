import type { Db } from '../../db/database.js';

/**
 * Where a closed account's cash back goes (docs/product-rules.md#closing-the-account):
 * a statement credit against the balance owed first, and what is left to the
 * linked bank account given, or as a statement credit when none is given.
 */
export interface ClosingPayoutRequest {
  /** What the issuer said is owed when it closed (0 for a credit balance). */
  balanceOwedCents: number;
  /** A linked payment bank account of the member (card-payments' id), or null for statement credit only. */
  bankAccountId: number | null;
  /** One per account: a retried closing pays out once. */
  requestId: string;
}

export interface ClosingPayout {
  statementCreditCents: number;
  depositCents: number;
  /** Cash back not yet redeemable (fewer than three on-time payments), forfeited under the Rewards Terms. */
  forfeitedCents: number;
}

/**
 * What closing the account needs from the modules around the card (decision
 * 083), wired in composition/cards-wiring.ts: the rewards' cash back and its
 * payout, the payments' state of the account, and the SSN follow-up's end.
 */
export interface CardClosingDeps {
  rewards: {
    /** The cash back balance, and the part of it that can be paid out now (all of it once redeemable, else 0). */
    cashBackBalanceOf(db: Db, accountId: number): Promise<{ balanceCents: number; payableCents: number }>;
    /** Redeems the whole balance on the closing's transaction, under the account's row lock the caller holds. */
    payOutOnClosing(tx: Db, accountId: number, request: ClosingPayoutRequest): Promise<ClosingPayout>;
    /** Whether the closing's payout has reached the cardholder (credit posted, deposit settled). */
    closingPayoutPaid(db: Db, accountId: number, requestId: string): Promise<boolean>;
  };
  payments: {
    /** Payments scheduled or pending on the account, and whether autopay is on. */
    paymentsStateOf(db: Db, accountId: number): Promise<{ pendingPayments: number; autopayOn: boolean }>;
    /** The member's linked payment bank account by id; null when it is not theirs or not linked. */
    bankAccountOf(db: Db, userId: string, bankAccountId: number): Promise<{ label: string } | null>;
  };
  /** The SSN follow-up's port: on the closing's transaction, no reminder and no lock after it (product-rules#ssn-follow-up). */
  ssnFollowUp: {
    stopForClosedAccount(tx: Db, accountId: number): Promise<void>;
  };
}
