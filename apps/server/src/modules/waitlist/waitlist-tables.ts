import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The invitation waitlist (decision 087, docs/product-rules.md#waitlist). One row per normalized
 * address (the unique index makes a second join of the same address, even a concurrent one, land
 * on the same row): `pending` until its confirmation link is opened, then `confirmed` (on the
 * list), and `unsubscribed` once any of its unsubscribe links is used. An unsubscribed row stays,
 * so the record shows the address left; a pending row is deleted 30 days after its newest
 * confirmation mail. `consent_text` is the line the person ticked.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    consentText: text('consent_text').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastConfirmationSentAt: timestamp('last_confirmation_sent_at', { withTimezone: true }),
  },
  (table) => [index('waitlist_entries_status_created_idx').on(table.status, table.createdAt)],
);

/**
 * The links in the waitlist's mails. Each token is 256 random bits with one purpose; only its
 * SHA-256 hash is kept, so a leaked table yields no live link. A confirm token is used once,
 * expires after 7 days, and a newer confirmation or an unsubscribe replaces it; an unsubscribe
 * token keeps working for as long as the mail that carries it may be read. Deleted with the entry.
 */
export const waitlistTokens = pgTable(
  'waitlist_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'unsubscribe'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('waitlist_tokens_entry_idx').on(table.entryId, table.purpose)],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
