import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Each withdrawal and renewal of e-sign consent (decision 089): who, when,
 * from which session. The latest row is the state; none means the consent
 * given at registration stands. Kept, never updated: it is the record a
 * examiner asks for.
 */
export const esignConsentChanges = pgTable(
  'esign_consent_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** `withdrawn` or `given`. */
    action: text('action', { enum: ['withdrawn', 'given'] }).notNull(),
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('esign_consent_changes_user_idx').on(table.userId, table.createdAt)],
);

/** A request to mail a paper copy of a document (decision 089): one per request key, so a retry is the same request. */
export const paperCopyRequests = pgTable(
  'paper_copy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** The client's key for this request (a UUID made when the button is pressed). */
    requestKey: uuid('request_key').notNull(),
    /** `notice` or `statement`. */
    documentKind: text('document_kind').notNull(),
    documentId: text('document_id').notNull(),
    sessionId: text('session_id'),
    letterId: uuid('letter_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('paper_copy_requests_key').on(table.userId, table.requestKey),
    index('paper_copy_requests_user_idx').on(table.userId, table.createdAt),
  ],
);
