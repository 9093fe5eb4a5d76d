import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IdentityQuestion } from './kba-provider.js';

/**
 * A set as the transaction keeps it: the questions asked and, on the MAIN set,
 * the provider's reference that scores the answers (kba-provider.ts). The
 * reference rides in the set's JSON rather than a column of its own: a
 * transaction lives 10 minutes, and a set without one (kept before
 * providers scored) is closed as timed out rather than scored.
 */
export interface StoredQuestionSet {
  questions: IdentityQuestion[];
  reference?: string;
}

/**
 * One identity-question transaction: who it belongs to, its
 * question sets with the provider's reference (never sent to a client), and where
 * it stands. A passed transaction is what lets Continue leave
 * YP_Identity_Verification (decision 010).
 */
export const identityTransactions = pgTable(
  'identity_transactions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    applicationId: integer('application_id').notNull(),
    /** questions, challenge, passed, failed or timeout (kba-rules.ts). */
    result: text('result').notNull(),
    mainSet: jsonb('main_set').$type<StoredQuestionSet | null>(),
    challengeSet: jsonb('challenge_set').$type<StoredQuestionSet | null>(),
    mainQResult: text('main_q_result'),
    challengeQResult: text('challenge_q_result'),
    mainAnswersSubmitted: integer('main_answers_submitted').notNull().default(0),
    challengeAnswersSubmitted: integer('challenge_answers_submitted').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('identity_transactions_application_idx').on(table.applicationId, table.createdAt)],
);
