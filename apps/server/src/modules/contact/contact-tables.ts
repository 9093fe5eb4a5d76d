import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages from the contact form, kept so support has a record beside the
 * e-mail. `ip` as the consents table keeps it, for abuse reviews; `user_id`
 * when the sender was signed in. No foreign key to users: this module does
 * not know the other modules' tables (decision 002).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    userId: uuid('user_id'),
  },
  // The repeat check looks up one sender's recent messages.
  (table) => [index('contact_messages_email_created_idx').on(table.email, table.createdAt)],
);
