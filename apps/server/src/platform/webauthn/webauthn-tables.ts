import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Challenges the server issued for a WebAuthn ceremony (decision 072): each is
 * good once, for one purpose (`staff-passkey-registration`, `staff-passkey-sign-in`, …),
 * for a few minutes, and, when the ceremony is for a known account, for that
 * account only. A challenge the server does not hold is no challenge at all.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As sent to the browser (base64url); the authenticator signs over it. */
    challenge: text('challenge').notNull(),
    purpose: text('purpose').notNull(),
    /** The account a registration is for; null for a sign-in, where the passkey names its owner. */
    subjectId: text('subject_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webauthn_challenges_challenge_key').on(table.challenge),
    index('webauthn_challenges_expires_idx').on(table.expiresAt),
  ],
);
