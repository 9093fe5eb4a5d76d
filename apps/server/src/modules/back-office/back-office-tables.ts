import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What staff do on an application besides deciding it (decision 032):
 * recommendations and requests for information. Append-only in code: the
 * repository inserts and reads. Final decisions live with the policy's in
 * `application_decisions` (decision 030), the audit log records every action
 * (decision 028). `application_id` carries no foreign key: a module does not
 * know the other modules' tables (decision 002).
 */
export const staffRecommendations = pgTable(
  'staff_recommendations',
  {
    id: uuid('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    /** approve or decline. */
    outcome: text('outcome').notNull(),
    creditLimit: integer('credit_limit'),
    /** Decline reason codes, principal first; empty for an approval. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_recommendations_application_idx').on(table.applicationId)],
);

/**
 * A notice of incompleteness (Reg B 1002.9(c)): the items asked for and the
 * day the applicant has until. Its jobs (product-rules#reg-b-clocks) record
 * here what they did: the reminders sent (days before the deadline), and when
 * the deadline closed the application as incomplete. Nothing else changes a row.
 */
export const informationRequests = pgTable(
  'information_requests',
  {
    id: uuid('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    /** Notice-of-incompleteness codes, in list order. */
    codes: jsonb('codes').$type<string[]>().notNull(),
    note: text('note'),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** Days before the deadline whose reminder went out (7, 2): each is sent once. */
    remindersSent: jsonb('reminders_sent').$type<number[]>().notNull().default([]),
    closedIncompleteAt: timestamp('closed_incomplete_at', { withTimezone: true }),
  },
  (table) => [index('information_requests_application_idx').on(table.applicationId)],
);

/**
 * Who is working an application (decision 067): one row per claimed
 * application, so two staff claiming at once meet on the primary key and
 * exactly one wins. Releasing deletes the row; the audit log keeps every
 * claim and release. The foreign keys to `applications` and `staff_accounts`
 * are declared in migration 0027 only (decision 002: this module does not
 * import the other modules' tables).
 */
export const applicationClaims = pgTable(
  'application_claims',
  {
    applicationId: integer('application_id').primaryKey(),
    staffId: uuid('staff_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('application_claims_staff_idx').on(table.staffId)],
);

export type ApplicationClaimRow = typeof applicationClaims.$inferSelect;
export type StaffRecommendationRow = typeof staffRecommendations.$inferSelect;
export type InformationRequestRow = typeof informationRequests.$inferSelect;
