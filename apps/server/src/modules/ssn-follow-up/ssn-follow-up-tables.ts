import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cardAccounts } from '../cards/cards-tables.js';

/**
 * The SSN follow-up of one card account (product-rules#ssn-follow-up), made
 * once at activation: the account id is the key, so a second activation's
 * scheduling finds it and queues nothing again. The reminders' outbox ids are
 * kept so adding the SSN cancels the ones not sent yet.
 */
export const cardSsnFollowUps = pgTable('card_ssn_follow_ups', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => cardAccounts.id),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
  deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
  /** The reminders' outbox message ids, in day order (30, 50, 58). */
  reminderMessageIds: jsonb('reminder_message_ids').$type<string[]>().notNull().default([]),
  /** When the deadline locked the card; null while it has not. */
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  /**
   * The cardholder's own lock the deadline's replaced: adding the SSN gives it
   * back rather than unlocking a card its holder had locked.
   */
  lockReasonBefore: text('lock_reason_before'),
  /** When the follow-up ended: the SSN arrived, or the account closed without it (decision 083). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

export type CardSsnFollowUpRow = typeof cardSsnFollowUps.$inferSelect;
