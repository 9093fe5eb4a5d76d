import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { interestBalanceMethods } from '@waypoint/domain/card-account/statement-interest-balance';
import { cardAccounts } from '../cards/cards-tables.js';

/*
 * What the issuer posted to a card account, and the cash back counted from it
 * (decision 037; moved beside the ledger by decision 061): the ledger's rows
 * name the transactions they came from, and its sums join them, so the three
 * tables live in one module. The foreign keys to card_accounts are the
 * migrations' (0020_cards_and_rewards.sql). Money is integer cents.
 */

/** Every kind the issuer posts to an account (decision 078): purchase, refund, payment, payment_return, credit, fee, interest. */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    providerTransactionId: text('provider_transaction_id').notNull(),
    /** purchase, refund, payment, payment_return, credit, fee or interest. */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull().default(''),
    /** For a refund: the purchase it refunds (its provider id). */
    refundsTransactionId: text('refunds_transaction_id'),
    /** For a payment or a payment_return: the issuer's id of the payment, so a return finds what it reverses. */
    paymentId: text('payment_id'),
    /** For a payment_return: the ACH return code (R01, …). */
    returnCode: text('return_code'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** For a purchase: the part that counted under the cycle's cap, and the cash back it earned. */
    eligibleCents: integer('eligible_cents').notNull().default(0),
    earnedCents: integer('earned_cents').notNull().default(0),
    rateBasisPoints: integer('rate_basis_points'),
  },
  (table) => [
    uniqueIndex('card_transactions_provider_key').on(table.providerTransactionId),
    index('card_transactions_account_idx').on(table.accountId, table.postedAt),
    index('card_transactions_payment_idx')
      .on(table.accountId, table.paymentId)
      .where(sql`${table.paymentId} is not null`),
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
    /** The cycle's figures as the statement prints them (decision 082); 0 for statements from before them. */
    previousBalanceCents: integer('previous_balance_cents').notNull().default(0),
    paymentsCents: integer('payments_cents').notNull().default(0),
    creditsCents: integer('credits_cents').notNull().default(0),
    purchasesCents: integer('purchases_cents').notNull().default(0),
    feesCents: integer('fees_cents').notNull().default(0),
    interestCents: integer('interest_cents').notNull().default(0),
    /** The purchase APR that applied, in basis points; null when the issuer did not say. */
    aprBps: integer('apr_bps'),
    /** Reg Z 1026.7(b)(5): the balance the APR was applied to and how the issuer determined it; null when it did not say. */
    balanceSubjectToInterestCents: integer('balance_subject_to_interest_cents'),
    interestBalanceMethod: text('interest_balance_method', { enum: interestBalanceMethods }),
    /** The credit limit on the cycle's last day, which capped its earning purchases (decision 104); null when the issuer did not say. */
    creditLimitCents: integer('credit_limit_cents'),
    /** Set while payments received by the due date, less returns, reach the minimum; a return can clear it. */
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
    /** For a returned deposit's restoring row: the deposit (once per deposit and kind). */
    depositId: integer('deposit_id').references((): AnyPgColumn => cashBackDeposits.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rewards_ledger_transaction_key')
      .on(table.transactionId, table.kind)
      .where(sql`${table.transactionId} is not null`),
    uniqueIndex('rewards_ledger_redemption_key')
      .on(table.accountId, table.redemptionRequestId)
      .where(sql`${table.redemptionRequestId} is not null`),
    uniqueIndex('rewards_ledger_deposit_key')
      .on(table.depositId, table.kind)
      .where(sql`${table.depositId} is not null`),
    index('rewards_ledger_account_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * Cash back redeemed as a deposit to a linked bank account (decision 082):
 * the ledger's redemption row takes it from the balance; this row follows the
 * issuer's transfer from pending to settled, or returned (then a
 * `deposit_return` ledger row puts it back, once).
 */
export const cashBackDeposits = pgTable(
  'cash_back_deposits',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    /** The redemption's request id: the ledger row's, and the issuer's idempotency key. */
    redemptionRequestId: text('redemption_request_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The card-payments module's linked bank account (its id; the numbers stay there). */
    bankAccountId: integer('bank_account_id').notNull(),
    /** The bank account's label when it was chosen, e.g. 'First Platypus Bank ••0000'. */
    destination: text('destination').notNull(),
    providerDepositId: text('provider_deposit_id'),
    /** pending, settled or returned. */
    status: text('status').notNull().default('pending'),
    returnCode: text('return_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cash_back_deposits_request_key').on(table.accountId, table.redemptionRequestId),
    uniqueIndex('cash_back_deposits_provider_key')
      .on(table.providerDepositId)
      .where(sql`${table.providerDepositId} is not null`),
    index('cash_back_deposits_account_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * A redemption's statement credit the issuer accepted (statement-credit-job.ts), once per request; the
 * ledger is append-only, so the acceptance is a row here. A closing's cash back is paid only once its
 * credit has one (decision 083).
 */
export const statementCreditAcceptances = pgTable(
  'statement_credit_acceptances',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    redemptionRequestId: text('redemption_request_id').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.redemptionRequestId] })],
);

export type CardTransactionRow = typeof cardTransactions.$inferSelect;
export type CardStatementRow = typeof cardStatements.$inferSelect;
export type RewardsLedgerRowRecord = typeof rewardsLedger.$inferSelect;
export type CashBackDepositRow = typeof cashBackDeposits.$inferSelect;
