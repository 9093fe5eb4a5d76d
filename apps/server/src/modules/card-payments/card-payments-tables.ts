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
import { cardAccounts } from '../cards/cards-tables.js';

/*
 * The card's payments (decision 080; docs/product-rules.md#card-payments).
 * The issuer is the ledger of record (decision 078): these rows are what we
 * asked it for and what its events said became of it. The foreign keys to
 * card_accounts are the migration's (0034_card_payments.sql). Money is
 * integer cents; days are Eastern calendar days (YYYY-MM-DD).
 */

/**
 * A US bank account a member linked to pay the card from (Plaid Auth). The
 * numbers are encrypted (platform/field-encryption.ts); `numbers_digest` is a
 * keyed digest of routing and account number, so the same account linked
 * again is the same row. A removed account keeps its row for the payments
 * that name it.
 */
export const paymentBankAccounts = pgTable(
  'payment_bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    numbersDigest: text('numbers_digest').notNull(),
    institutionName: text('institution_name').notNull(),
    /** checking or savings. */
    subtype: text('subtype').notNull(),
    mask: text('mask').notNull(),
    routingNumberCipher: text('routing_number_cipher').notNull(),
    accountNumberCipher: text('account_number_cipher').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_bank_accounts_numbers_key').on(table.userId, table.numbersDigest),
    index('payment_bank_accounts_user_idx').on(table.userId),
  ],
);

/**
 * A payment to a card account. The client's idempotency key is unique per
 * account in the database, so however often a Pay press is sent, one row
 * and one payment at the issuer (whose key is the same) exist.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    userId: uuid('user_id').notNull(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => paymentBankAccounts.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** minimum, statementBalance, currentBalance, other or autopay. */
    amountChoice: text('amount_choice').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** scheduled, pending, posted, returned, canceled or failed. */
    status: text('status').notNull(),
    /** The day asked for, for a payment scheduled ahead; null for one made now. */
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    /** The day the payment counts as received (Reg Z 1026.10). */
    creditDate: date('credit_date', { mode: 'string' }).notNull(),
    autopay: boolean('autopay').notNull().default(false),
    /** The issuer's id once it took the payment. */
    providerPaymentId: text('provider_payment_id'),
    /** When the payment was received: made now, or its scheduled day's job sent it. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnCode: text('return_code'),
    returnReason: text('return_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('card_payments_idempotency_key').on(table.accountId, table.idempotencyKey),
    uniqueIndex('card_payments_provider_key')
      .on(table.providerPaymentId)
      .where(sql`${table.providerPaymentId} IS NOT NULL`),
    index('card_payments_account_idx').on(table.accountId, table.status),
    index('card_payments_bank_account_idx').on(table.bankAccountId),
  ],
);

export type PaymentBankAccountRow = typeof paymentBankAccounts.$inferSelect;
export type CardPaymentRow = typeof cardPayments.$inferSelect;
