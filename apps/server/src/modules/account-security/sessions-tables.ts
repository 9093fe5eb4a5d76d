import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The devices an account has signed in from (decision 076): a device is the
 * long-lived random cookie the browser was given at its first sign-in, held
 * here only as its hash. A sign-in from a browser without a known one mails
 * the account once.
 */
export const accountKnownDevices = pgTable(
  'account_known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('account_known_devices_user_device_key').on(table.userId, table.deviceHash)],
);
