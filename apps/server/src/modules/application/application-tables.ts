import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { outboxMessages } from '../../platform/mail/mail-tables.js';

/**
 * One open application per applicant (decision 032: after a cancel or a
 * decline a new one may start; the old ones stay): the draft (product-rules#draft-fields) as
 * JSON, except the SSN and identification number, which are encrypted in
 * their own columns. `version` gives optimistic concurrency.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull().default('incomplete'),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull().default({}),
    ssnCipher: text('ssn_cipher'),
    identificationNoCipher: text('identification_no_cipher'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    submissionDate: timestamp('submission_date', { withTimezone: true }),
    submitSessionId: text('submit_session_id'),
    /** When it was canceled, approved or declined; a decline's waiting period runs from here. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // The partial unique index is the one-open-application rule: two first saves in a race give one application.
    uniqueIndex('applications_open_user_key')
      .on(table.userId)
      .where(sql`${table.status} in ('incomplete', 'submitted', 'approved')`),
  ],
);

/** The four review disclosures accepted with the application (product-rules#review-disclosures): what, which version, when, from where. */
export const applicationDisclosures = pgTable('application_disclosures', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  documentType: text('document_type').notNull(),
  version: text('version').notNull(),
  url: text('url').notNull(),
  ip: text('ip'),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every ability-to-pay decision with its inputs and rule version (Regulation Z 12 CFR 1026.51). */
export const atpDecisions = pgTable('atp_decisions', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  ruleVersion: text('rule_version').notNull(),
  inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
  isApproved: boolean('is_approved').notNull(),
  reasons: jsonb('reasons').$type<string[]>().notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The early-applicant reminder (step `{hash}`): at most one per application,
 * so asking twice never queues a second e-mail. `outboxMessageId` is the
 * scheduled message, replaced when the reminder is scheduled again.
 */
export const relocationReminders = pgTable('relocation_reminders', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  scheduledFor: date('scheduled_for', { mode: 'string' }).notNull(),
  outboxMessageId: uuid('outbox_message_id').references(() => outboxMessages.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Facts gone stale (product-rules#check-dependencies, decision 053): an
 * answer a verified fact rests on changed at `staleSince`. Evidence counts
 * only if established later; one row per fact, moved forward by each change.
 */
export const applicationStaleFacts = pgTable(
  'application_stale_facts',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fact: text('fact').notNull(),
    staleSince: timestamp('stale_since', { withTimezone: true }).notNull(),
    /** The answers whose change made it stale, by draft field name. */
    answers: jsonb('answers').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.fact] })],
);
