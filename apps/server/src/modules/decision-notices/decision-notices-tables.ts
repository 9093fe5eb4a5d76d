import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres gives a Buffer and PGlite a Uint8Array, both Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One notice per final decision (decision 033): the applicant's e-mail and,
 * for a decline, the adverse action notice as a PDF, kept exactly as sent in
 * `pdf` with its SHA-256. The repository inserts, claims and reads; nothing
 * deletes a notice (Reg B 1002.12 keeps them at least 25 months). The row is
 * the job's claim: `pending` until the job sends it, then `sent`, so a job run
 * twice sends once. `application_id` and `decision_id` carry no foreign key:
 * a module does not know the other modules' tables (decision 002).
 */
export const decisionNotices = pgTable(
  'decision_notices',
  {
    id: uuid('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    /** The final decision notified; null for an action on an open account (`accountAction`, decision 054). */
    decisionId: uuid('decision_id'),
    /**
     * `adverseAction` for a decline, `approval` for an approval, set when the job builds it;
     * `accountAction` from the start for an action on an open account.
     */
    kind: text('kind'),
    /** Which account action (account-action-notice.ts, e.g. `ssnDeadlineLock`); null for a decision's notice. */
    accountAction: text('account_action'),
    /** pending, sent, or skipped (the decision is not final, or its applicant is gone). */
    status: text('status').notNull().default('pending'),
    /** The applicant who may download it, set by the job from the application. */
    userId: uuid('user_id'),
    noticeVersion: text('notice_version'),
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
    outboxMessageId: uuid('outbox_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('decision_notices_decision_key').on(table.decisionId),
    index('decision_notices_user_idx').on(table.userId, table.createdAt),
  ],
);

export type DecisionNoticeRow = typeof decisionNotices.$inferSelect;

/**
 * The letters of a request for information (product-rules#reg-b-clocks,
 * decision 055): the notice of incompleteness (`informationRequest`) and the
 * letter that closes the application (`closedIncomplete`), each kept exactly
 * as sent, written in the transaction that sends its e-mail. One of each kind
 * per request (the unique key), so a retried job stores nothing twice; nothing
 * deletes one (Reg B 1002.12).
 */
export const incompletenessNotices = pgTable(
  'incompleteness_notices',
  {
    id: uuid('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    informationRequestId: uuid('information_request_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    noticeVersion: text('notice_version').notNull(),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('incompleteness_notices_request_kind_key').on(table.informationRequestId, table.kind),
    index('incompleteness_notices_user_idx').on(table.userId, table.sentAt),
  ],
);

export type IncompletenessNoticeRow = typeof incompletenessNotices.$inferSelect;
