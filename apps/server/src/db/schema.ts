import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this deployment that every instance must agree on, such as
 * when the schema was first created. Capability tables live in their modules.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
