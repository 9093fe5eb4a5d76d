import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * An applicant's passkeys (decision 076): each user-verified, a way to sign
 * in on its own and a step-up proof. Only the public key is held. The account
 * reference (users.id, cascade) is in migration 0032: the users table is auth's.
 */
export const accountPasskeys = pgTable(
  'account_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** The credential id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a sign-in must raise it (or both stay 0). */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** The applicant's own label ("My phone"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_passkeys_credential_id_key').on(table.credentialId),
    index('account_passkeys_user_idx').on(table.userId),
  ],
);

/** The account's sign-in setting (decision 076): with passkeyAfterPassword a password alone never starts a session. */
export const accountSignInSettings = pgTable('account_sign_in_settings', {
  userId: uuid('user_id').primaryKey(),
  passkeyAfterPassword: boolean('passkey_after_password').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
