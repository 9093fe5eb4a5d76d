import { sql } from 'drizzle-orm';
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
 * The cardholder's side (decision 037). `user_id` and `application_id` carry
 * no foreign keys: this module does not know the other modules' tables
 * (decision 002). Money is integer cents.
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

/** Purchases, refunds and payments the issuer posted to an account. */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    providerTransactionId: text('provider_transaction_id').notNull(),
    /** purchase, refund or payment. */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull().default(''),
    /** For a refund: the purchase it refunds (its provider id). */
    refundsTransactionId: text('refunds_transaction_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** For a purchase: the part that counted under the cycle's cap, and the cash back it earned. */
    eligibleCents: integer('eligible_cents').notNull().default(0),
    earnedCents: integer('earned_cents').notNull().default(0),
    rateBasisPoints: integer('rate_basis_points'),
  },
  (table) => [
    uniqueIndex('card_transactions_provider_key').on(table.providerTransactionId),
    index('card_transactions_account_idx').on(table.accountId, table.postedAt),
  ],
);

/** A billing cycle's statement; a payment by its due date of at least the minimum makes it paid on time. */
export const cardStatements = pgTable(
  'card_statements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    providerStatementId: text('provider_statement_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    balanceCents: integer('balance_cents').notNull(),
    minimumDueCents: integer('minimum_due_cents').notNull(),
    paidOnTimeAt: timestamp('paid_on_time_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('card_statements_provider_key').on(table.providerStatementId),
    index('card_statements_account_idx').on(table.accountId, table.periodEnd),
  ],
);

/**
 * The cash-back ledger (product-rules#cash-back): append-only rows of
 * earnings (positive), reversals and redemptions (negative). The balance is
 * their sum. A transaction earns or reverses once; a redemption request id
 * pays once.
 */
export const rewardsLedger = pgTable(
  'rewards_ledger',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    transactionId: integer('transaction_id').references(() => cardTransactions.id),
    redemptionRequestId: text('redemption_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rewards_ledger_transaction_key')
      .on(table.transactionId, table.kind)
      .where(sql`${table.transactionId} is not null`),
    uniqueIndex('rewards_ledger_redemption_key')
      .on(table.accountId, table.redemptionRequestId)
      .where(sql`${table.redemptionRequestId} is not null`),
    index('rewards_ledger_account_idx').on(table.accountId, table.createdAt),
  ],
);

export type CardAccountRow = typeof cardAccounts.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type CardTransactionRow = typeof cardTransactions.$inferSelect;
export type CardStatementRow = typeof cardStatements.$inferSelect;
export type RewardsLedgerRowRecord = typeof rewardsLedger.$inferSelect;

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
