import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cardAccounts } from '../cards/cards-tables.js';

/*
 * What the issuer posted to a card account, and the cash back counted from it
 * (decision 037; moved beside the ledger by decision 061): the ledger's rows
 * name the transactions they came from, and its sums join them, so the three
 * tables live in one module. The foreign keys to card_accounts are the
 * migrations' (0020_cards_and_rewards.sql). Money is integer cents.
 */

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

export type CardTransactionRow = typeof cardTransactions.$inferSelect;
export type CardStatementRow = typeof cardStatements.$inferSelect;
export type RewardsLedgerRowRecord = typeof rewardsLedger.$inferSelect;
