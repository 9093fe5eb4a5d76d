import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What the sandbox SMS provider "sent": kept for the development page /dev/sms (docs/sandbox.md "Text messages"). */
export const smsSandboxMessages = pgTable(
  'sms_sandbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_sandbox_messages_to_idx').on(table.toNumber, table.createdAt)],
);
