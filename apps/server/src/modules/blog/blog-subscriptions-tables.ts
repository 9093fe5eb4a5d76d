import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Blog subscribers (product-rules#plain-http POST /blog/subscribe), double opt-in: an address
 * is `pending` until its confirmation link is opened, then `confirmed`, and
 * `unsubscribed` once any of its unsubscribe links is opened. One row per
 * address; subscribing again after unsubscribing makes it pending again.
 */
export const blogSubscriptions = pgTable('blog_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  lastConfirmationSentAt: timestamp('last_confirmation_sent_at', { withTimezone: true }),
});

/**
 * The links in our mails. Each token is 256 random bits with one purpose
 * (confirm or unsubscribe); only its SHA-256 hash is kept, so a leaked table
 * yields no live link. A confirm token is used once, expires, and a newer
 * confirmation or an unsubscribe replaces it; an unsubscribe token keeps
 * working for as long as the mail that carries it may be read.
 */
export const blogSubscriptionTokens = pgTable(
  'blog_subscription_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: uuid('subscription_id').notNull(),
    purpose: text('purpose', { enum: ['confirm', 'unsubscribe'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('blog_subscription_tokens_subscription_idx').on(table.subscriptionId, table.purpose)],
);

/**
 * Which post went to which subscriber (decision 095): the primary key is the
 * exactly-once guarantee, and a row is written in the transaction that queues
 * the post's mail, so the row exists exactly when the mail does.
 */
export const blogPostMailings = pgTable(
  'blog_post_mailings',
  {
    postPath: text('post_path').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => blogSubscriptions.id, { onDelete: 'cascade' }),
    outboxMessageId: uuid('outbox_message_id').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'blog_post_mailings_pk', columns: [table.postPath, table.subscriptionId] }),
    index('blog_post_mailings_subscription_idx').on(table.subscriptionId),
  ],
);

/** When the new-post sender first ran (one row): posts published before it are mailed to nobody (decision 095). */
export const blogPostSenderStart = pgTable(
  'blog_post_sender_start',
  {
    id: boolean('id').primaryKey().default(true),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('blog_post_sender_start_one_row', sql`${table.id}`)],
);

export type BlogSubscriptionRow = typeof blogSubscriptions.$inferSelect;
