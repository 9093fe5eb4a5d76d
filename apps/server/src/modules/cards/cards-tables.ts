import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/*
 * The card's side (decision 037). `user_id` and `application_id` carry
 * no foreign keys: this module does not know the other modules' tables
 * (decision 002). The rewards ledger and the SSN follow-up hang off
 * card_accounts from their own modules (decision 061). Money is integer cents.
 */

/** The credit account the issuer opened on approval: one per approved application. */
export const cardAccounts = pgTable(
  'card_accounts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    applicationId: integer('application_id').notNull(),
    /** Which card-issuing provider holds it (`sandbox` or a real one), and its id there. */
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    creditLimitCents: integer('credit_limit_cents').notNull(),
    /** Whether the cardholder was admitted without an SSN (product-rules#ssn-follow-up). */
    ssnRequired: boolean('ssn_required').notNull().default(false),
    /** The SSN given after activation, encrypted as the application's is (platform/field-encryption.ts). */
    ssnCipher: text('ssn_cipher'),
    ssnAddedAt: timestamp('ssn_added_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('card_accounts_application_key').on(table.applicationId),
    uniqueIndex('card_accounts_provider_key').on(table.provider, table.providerAccountId),
    index('card_accounts_user_idx').on(table.userId),
  ],
);

/** A card on an account (product-rules#cards): only the last four digits and the expiry are kept. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    userId: uuid('user_id').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    status: text('status').notNull().default('issued'),
    /** Why it is locked (cardholder or ssnMissing); null unless locked. */
    lockReason: text('lock_reason'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The country the activation came from, as IP insights saw it. */
    activatedFromCountry: text('activated_from_country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cards_provider_card_key').on(table.providerCardId),
    index('cards_account_idx').on(table.accountId),
    index('cards_user_idx').on(table.userId),
  ],
);

/**
 * Each webhook event the issuer sent, once: a repeated delivery finds its id
 * here and posts nothing again.
 */
export const cardWebhookEvents = pgTable('card_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CardAccountRow = typeof cardAccounts.$inferSelect;
export type CardRow = typeof cards.$inferSelect;

/**
 * The sandbox issuer's own records (sandbox-card-issuer.ts): what a real
 * issuer keeps on its side. Only the sandbox reads and writes them.
 */
export const sandboxIssuerCards = pgTable('sandbox_issuer_cards', {
  cardId: text('card_id').primaryKey(),
  accountId: text('account_id').notNull(),
  lastFour: text('last_four').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  locked: boolean('locked').notNull().default(false),
  activated: boolean('activated').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
