import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuestionSet } from './kba-provider.js';

/**
 * One identity-question transaction: who it belongs to, its
 * question sets with the right options (never sent to a client), and where
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
    mainSet: jsonb('main_set').$type<QuestionSet | null>(),
    challengeSet: jsonb('challenge_set').$type<QuestionSet | null>(),
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
