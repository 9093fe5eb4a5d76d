import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cardAccounts } from '../cards/cards-tables.js';
import { cardPayments, paymentBankAccounts } from './card-payments-tables.js';

/*
 * Autopay (docs/product-rules.md#autopay, decision 081): the setting of a card
 * account, and the payment each closed statement scheduled (migration 0035).
 */

/** Autopay as set; no row: off. A fixed amount is $1 or more, and only a fixed autopay has one. */
export const cardAutopay = pgTable(
  'card_autopay',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => cardAccounts.id),
    /** The linked bank account it pays from. */
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => paymentBankAccounts.id),
    /** minimum, statementBalance or fixed. */
    amountChoice: text('amount_choice').notNull(),
    /** Set for fixed; null otherwise. */
    fixedAmountCents: integer('fixed_amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('card_autopay_choice', sql`${table.amountChoice} in ('minimum', 'statementBalance', 'fixed')`),
    check(
      'card_autopay_fixed_amount',
      sql`(${table.amountChoice} = 'fixed') = (${table.fixedAmountCents} is not null) and coalesce(${table.fixedAmountCents}, 100) >= 100`,
    ),
  ],
);

/**
 * What autopay did for one closed statement: unique per statement, so a
 * redelivered statement schedules one payment. `paymentId` is the scheduled
 * payment (null when the close came to nothing); the choice and the amount
 * are the ones fixed at the close.
 */
export const cardAutopayPayments = pgTable(
  'card_autopay_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    providerStatementId: text('provider_statement_id').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountChoice: text('amount_choice').notNull(),
    scheduledCents: integer('scheduled_cents').notNull(),
    /** The statement's figures, for what is still due on the day. */
    balanceCents: integer('balance_cents').notNull(),
    minimumDueCents: integer('minimum_due_cents').notNull(),
    paymentId: integer('payment_id').references(() => cardPayments.id),
    /**
     * scheduled (its payment then goes its own way: sent, posted, returned),
     * nothingDue (the close came to 0), skipped (nothing was still due on the
     * day), canceled (autopay turned off before the day) or failed (the job
     * gave up; the cardholder was mailed).
     */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('card_autopay_payments_statement_key').on(table.accountId, table.providerStatementId)],
);
