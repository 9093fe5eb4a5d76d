import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    userSetPassword: boolean('user_set_password').notNull().default(true),
    role: text('role').notNull().default('applicant'),
    inviteCode: text('invite_code').notNull(),
    isCardHolder: boolean('is_card_holder').notNull().default(false),
    promoCode: text('promo_code'),
    /** The account's home address on one line (product-rules#user: currentAddress); set by an approved address change request. */
    currentAddress: text('current_address'),
    anonymousId: text('anonymous_id'),
    trackingSessionId: text('tracking_session_id'),
    autopilotSessionId: text('autopilot_session_id'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // E-mail is stored lower-cased; the unique index makes concurrent sign-ups with one address fail cleanly.
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    clientTokenId: text('client_token_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('one_time_tokens_hash_key').on(table.tokenHash)],
);

/** Each acceptance of a disclosure: what, which version, when, from where (domain guide). */
export const consents = pgTable('consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  documentType: text('document_type').notNull(),
  version: text('version').notNull(),
  url: text('url').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  acceptedAt: timestamp('accepted_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
