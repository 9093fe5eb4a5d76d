import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from '../auth/auth-tables.js';

/**
 * Step-up proofs (decision 073): the moment an applicant's session proved it
 * is them again, and how. A proof belongs to one session and goes with it
 * (the foreign key cascades; a revoked session is refused before any proof is
 * read). Only the newest proof of a session matters; older ones are history.
 */
export const stepUpProofs = pgTable(
  'step_up_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** passkey, phoneCode or emailCode. */
    method: text('method').notNull(),
    provedAt: timestamp('proved_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('step_up_proofs_session_idx').on(table.sessionId, table.provedAt)],
);
