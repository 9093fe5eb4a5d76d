import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cardAccounts } from '../cards/cards-tables.js';

/*
 * The card notices (docs/product-rules.md#card-notices, decision 081): the
 * cardholder's choices, the notices sent (one per kind and subject, however
 * often the event that causes it arrives) and the statements whose payment
 * reminder is still to come. Migration 0035.
 */

/** A kind the cardholder turned on or off; no row: on. Required kinds are sent whatever the row says. */
export const cardNoticePreferences = pgTable(
  'card_notice_preferences',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.kind] })],
);

/**
 * One notice of a kind about one subject (the issuer's statement id, or our
 * payment's id): the unique key makes a redelivered event send nothing again.
 * A notice the cardholder had turned off is kept with no message.
 */
export const cardNotices = pgTable(
  'card_notices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    /** The outbox message; null when the kind was turned off. */
    outboxMessageId: uuid('outbox_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('card_notices_subject_key').on(table.accountId, table.kind, table.subjectKey)],
);

/**
 * A closed statement's payment reminder (product-rules#card-notices): due on
 * `remindOn`, 5 days before the due date, unless the minimum is received by
 * then. The daily sweep sets `doneAt` when it has sent it or found it paid.
 */
export const cardPaymentReminders = pgTable(
  'card_payment_reminders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    providerStatementId: text('provider_statement_id').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    remindOn: date('remind_on', { mode: 'string' }).notNull(),
    balanceCents: integer('balance_cents').notNull(),
    minimumDueCents: integer('minimum_due_cents').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('card_payment_reminders_statement_key').on(table.accountId, table.providerStatementId)],
);
