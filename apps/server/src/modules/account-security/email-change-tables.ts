import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per asked e-mail change (decision 075, docs/product-rules.md#email-change).
 * `user_id` carries no foreign key: this module does not know the auth module's
 * tables (decision 002). Only the links' hashes are stored. A row is pending
 * until it is confirmed from the new mailbox or closed (cancelled, replaced by a
 * newer request, refused because the address is taken, expired); once confirmed,
 * the old address may undo it until `undo_expires_at`.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    requestedIp: text('requested_ip'),
    requestedUserAgent: text('requested_user_agent'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedIp: text('confirmed_ip'),
    undoTokenHash: text('undo_token_hash'),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** cancelled, replaced, taken, undone. */
    closedReason: text('closed_reason'),
  },
  (table) => [
    index('email_changes_user_idx').on(table.userId),
    uniqueIndex('email_changes_confirm_token_key').on(table.confirmTokenHash),
    uniqueIndex('email_changes_undo_token_key').on(table.undoTokenHash),
    index('email_changes_old_email_idx').on(table.oldEmail),
  ],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;
