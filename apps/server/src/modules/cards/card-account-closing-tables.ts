import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cardAccounts } from './cards-tables.js';

/**
 * The cardholder's closing of a card account (docs/product-rules.md#closing-the-account,
 * decision 083), once per account. What it owed and what the cash back came to
 * are kept as they were when it closed, for the closing notice, the account
 * page and the case timeline; `issuer_closed_at` stays null until the issuer
 * confirmed the close, which a job retries until it does.
 */
export const cardAccountClosures = pgTable('card_account_closures', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => cardAccounts.id),
  userId: uuid('user_id').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  /** The issuer's balance when it closed: still payable on the same terms. */
  balanceOwedCents: integer('balance_owed_cents').notNull(),
  /** The cash back paid out: as a statement credit first, the rest as a deposit. */
  cashBackPayoutCents: integer('cash_back_payout_cents').notNull(),
  statementCreditCents: integer('statement_credit_cents').notNull().default(0),
  depositCents: integer('deposit_cents').notNull().default(0),
  /** Cash back not yet redeemable (fewer than three on-time payments): forfeited under the Rewards Terms. */
  cashBackForfeitedCents: integer('cash_back_forfeited_cents').notNull().default(0),
  /** statementCredit or bankDeposit (the larger part's destination); null when nothing is paid out. */
  cashBackPayoutTo: text('cash_back_payout_to'),
  /** The linked payment bank account the deposit goes to (card-payments' id); null without a deposit. */
  payoutBankAccountId: integer('payout_bank_account_id'),
  /** The last day (YYYY-MM-DD, Eastern) the cash back is paid by: 30 days from closing. */
  cashBackPayoutBy: date('cash_back_payout_by', { mode: 'string' }).notNull(),
  issuerClosedAt: timestamp('issuer_closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CardAccountClosureRow = typeof cardAccountClosures.$inferSelect;
