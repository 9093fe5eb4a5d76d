import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cardAccounts, cards } from './cards-tables.js';

/**
 * A replacement the cardholder asked for (docs/product-rules.md#card-replacement,
 * decision 106): the card it replaces closed when it was asked for; the new
 * card is made by the issuer in a job and recorded here once it exists. One
 * per replaced card, so a double submit asks once.
 */
export const cardReplacements = pgTable(
  'card_replacements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    userId: uuid('user_id').notNull(),
    replacedCardId: integer('replaced_card_id')
      .notNull()
      .references(() => cards.id),
    /** lost, stolen or damaged. */
    reason: text('reason').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The new card, once the issuer made it; null while it is being made. */
    cardId: integer('card_id').references(() => cards.id),
  },
  (table) => [
    uniqueIndex('card_replacements_replaced_card_key').on(table.replacedCardId),
    uniqueIndex('card_replacements_card_key').on(table.cardId),
    index('card_replacements_account_idx').on(table.accountId, table.requestedAt),
  ],
);

export type CardReplacementRow = typeof cardReplacements.$inferSelect;
