import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Work-e-mail confirmation links (product-rules#work-email-confirmation): the link carries `id` (first
 * part) and a secret (second part) of which only the SHA-256 hash is kept,
 * so a leaked table yields no live link. A link is single-use (`used_at`),
 * expires (`expires_at`), and a newer link for the same application replaces
 * it (`replaced_at`). No foreign keys: this module does not know the other
 * modules' tables (decision 002).
 */
export const workEmailConfirmations = pgTable(
  'work_email_confirmations',
  {
    id: text('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('work_email_confirmations_application_idx').on(table.applicationId)],
);

export type WorkEmailConfirmationRow = typeof workEmailConfirmations.$inferSelect;
