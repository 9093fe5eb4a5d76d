import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The card's side (decision 037). `user_id` and `application_id` carry
 * no foreign keys: this module does not know the other modules' tables
 * (decision 002). The rewards ledger and the SSN follow-up hang off
 * card_accounts from their own modules (decision 061). Money is integer cents.
 */

/** The credit account the issuer opened on approval: one per approved application. */
export const cardAccounts = pgTable(
  'card_accounts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    applicationId: integer('application_id').notNull(),
    /** Which card-issuing provider holds it (`sandbox` or a real one), and its id there. */
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    creditLimitCents: integer('credit_limit_cents').notNull(),
    /** Whether the cardholder was admitted without an SSN (product-rules#ssn-follow-up). */
    ssnRequired: boolean('ssn_required').notNull().default(false),
    /** The SSN given after activation, encrypted as the application's is (platform/field-encryption.ts). */
    ssnCipher: text('ssn_cipher'),
    ssnAddedAt: timestamp('ssn_added_at', { withTimezone: true }),
    /** The purchase APR of the approval, in basis points; null for accounts opened before it was kept (decision 079). */
    aprBps: integer('apr_bps'),
    /** open or closed (product-rules#closing-the-account); a closed account takes no purchases, its balance stays payable. */
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('card_accounts_application_key').on(table.applicationId),
    uniqueIndex('card_accounts_provider_key').on(table.provider, table.providerAccountId),
    index('card_accounts_user_idx').on(table.userId),
  ],
);

/** A card on an account (product-rules#cards): only the last four digits and the expiry are kept. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    userId: uuid('user_id').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    status: text('status').notNull().default('issued'),
    /** Why it is locked (cardholder or ssnMissing); null unless locked. */
    lockReason: text('lock_reason'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The country the activation came from, as IP insights saw it. */
    activatedFromCountry: text('activated_from_country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cards_provider_card_key').on(table.providerCardId),
    index('cards_account_idx').on(table.accountId),
    index('cards_user_idx').on(table.userId),
  ],
);

/**
 * Each webhook event the issuer sent, once: a repeated delivery finds its id
 * here and posts nothing again.
 */
export const cardWebhookEvents = pgTable('card_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How far the reconciliation job (account-reconciliation.ts, decision 079)
 * has read a real issuer's statements and transactions for an account: the
 * next run asks from here, a little overlapped.
 */
export const cardReconciliationCursors = pgTable('card_reconciliation_cursors', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => cardAccounts.id),
  transactionsSince: timestamp('transactions_since', { withTimezone: true }),
  statementsSince: timestamp('statements_since', { withTimezone: true }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

export type CardAccountRow = typeof cardAccounts.$inferSelect;
export type CardRow = typeof cards.$inferSelect;

/**
 * The sandbox issuer's own records (sandbox-card-issuer.ts): what a real
 * issuer keeps on its side. Only the sandbox reads and writes them.
 */
export const sandboxIssuerCards = pgTable('sandbox_issuer_cards', {
  cardId: text('card_id').primaryKey(),
  accountId: text('account_id').notNull(),
  lastFour: text('last_four').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  locked: boolean('locked').notNull().default(false),
  activated: boolean('activated').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox issuer's account (decision 079): its limit, APR, when its first
 * card was activated (the statement cycles count from then) and whether it is
 * closed to purchases.
 */
export const sandboxIssuerAccounts = pgTable('sandbox_issuer_accounts', {
  accountId: text('account_id').primaryKey(),
  creditLimitCents: integer('credit_limit_cents').notNull(),
  aprBps: integer('apr_bps'),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** A rate cap asked for (the SCRA's 6%, decision 088): the capped APR and the day it runs from (YYYY-MM-DD). */
  rateCapBps: integer('rate_cap_bps'),
  rateCapFrom: date('rate_cap_from', { mode: 'string' }),
  rateCapReason: text('rate_cap_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Everything the sandbox issuer posted to an account, its ledger of record (decision 079). */
export const sandboxIssuerTransactions = pgTable(
  'sandbox_issuer_transactions',
  {
    transactionId: text('transaction_id').primaryKey(),
    accountId: text('account_id').notNull(),
    /** purchase, refund, payment, payment_return, credit, fee or interest. */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull().default(''),
    refundsTransactionId: text('refunds_transaction_id'),
    paymentId: text('payment_id'),
    returnCode: text('return_code'),
    /** The event that announced it: a redelivery repeats this id. */
    eventId: text('event_id').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_issuer_transactions_account_idx').on(table.accountId, table.postedAt)],
);

/** A payment pulled from the holder's bank: one per (account, our idempotency key). */
export const sandboxIssuerPayments = pgTable(
  'sandbox_issuer_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    accountId: text('account_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    creditDate: date('credit_date', { mode: 'string' }).notNull(),
    /** pending, posted, returned or canceled. */
    status: text('status').notNull().default('pending'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    returnCode: text('return_code'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sandbox_issuer_payments_key').on(table.accountId, table.idempotencyKey)],
);

/** A cash-back deposit sent to the holder's bank: one per (account, our idempotency key). */
export const sandboxIssuerDeposits = pgTable(
  'sandbox_issuer_deposits',
  {
    depositId: text('deposit_id').primaryKey(),
    accountId: text('account_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** pending, settled or returned. */
    status: text('status').notNull().default('pending'),
    returnCode: text('return_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sandbox_issuer_deposits_key').on(table.accountId, table.idempotencyKey)],
);

/** A statement the sandbox closed, with its figures: one per (account, cycle). */
export const sandboxIssuerStatements = pgTable(
  'sandbox_issuer_statements',
  {
    statementId: text('statement_id').primaryKey(),
    accountId: text('account_id').notNull(),
    cycle: integer('cycle').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    previousBalanceCents: integer('previous_balance_cents').notNull(),
    paymentsCents: integer('payments_cents').notNull(),
    creditsCents: integer('credits_cents').notNull(),
    purchasesCents: integer('purchases_cents').notNull(),
    feesCents: integer('fees_cents').notNull(),
    interestCents: integer('interest_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    minimumDueCents: integer('minimum_due_cents').notNull(),
    aprBps: integer('apr_bps').notNull(),
    /** Reg Z 1026.7(b)(5): the part of the previous statement carried past its due date, which interest was charged on. */
    balanceSubjectToInterestCents: integer('balance_subject_to_interest_cents').notNull().default(0),
    /** The account's credit limit when the cycle closed (decision 104). */
    creditLimitCents: integer('credit_limit_cents').notNull().default(0),
    eventId: text('event_id').notNull(),
  },
  (table) => [uniqueIndex('sandbox_issuer_statements_cycle_key').on(table.accountId, table.cycle)],
);
