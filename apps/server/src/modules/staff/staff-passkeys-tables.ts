import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff-tables.js';

/**
 * A staff member's passkeys (decision 072): a user-verified passkey signs in
 * on its own, in place of password and code. Only the public key is held.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a sign-in must raise it (or both stay 0). */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** The staff member's own label ("Work laptop"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_passkeys_credential_id_key').on(table.credentialId),
    index('staff_passkeys_staff_idx').on(table.staffId),
  ],
);
