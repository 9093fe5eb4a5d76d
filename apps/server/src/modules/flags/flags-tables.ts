import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Flag definitions an operator has changed (decision 013). A row overrides the
 * product's default for its key; no row means the default (or the flag file).
 */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  definition: jsonb('definition').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
