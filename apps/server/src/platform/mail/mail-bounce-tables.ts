import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Addresses our mail could not be delivered to (decision 089): reported by
 * the mail provider's bounce webhook, or in the sandbox by the mailbox for a
 * `+bounce` address. An address here gets its required notices by post.
 */
export const mailBounces = pgTable('mail_bounces', {
  /** Lower-cased, as the outbox stores it. */
  address: text('address').primaryKey(),
  /** hard (the mailbox does not exist) or complaint (marked as spam): both stop e-mail being a way to reach them. */
  reason: text('reason').notNull(),
  bouncedAt: timestamp('bounced_at', { withTimezone: true }).notNull().defaultNow(),
});
