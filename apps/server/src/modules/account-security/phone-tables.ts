import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The account's verified mobile phone (decision 074): E.164, set only once a code sent to it came back. */
export const accountPhones = pgTable('account_phones', {
  userId: uuid('user_id').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
