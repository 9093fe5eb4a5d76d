import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every eligibility check (decision 026). The outcome and reasons are the
 * record a prequalification leaves; the answers are kept only to fill the
 * application, encrypted, until `answers_expire_at`, when the purge job
 * deletes them (as does the first application save that uses them).
 */
export const prequalifications = pgTable(
  'prequalifications',
  {
    id: uuid('id').primaryKey(),
    /** The signed-in applicant, or the visitor who signed up and used the answers. */
    userId: uuid('user_id'),
    ruleVersion: text('rule_version').notNull(),
    outcome: text('outcome').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    ip: text('ip').notNull(),
    /**
     * An HMAC of the name given: a visitor's answers fill only the application
     * of an account with the same name, so whoever next signs up in a shared
     * browser does not get them. The name itself is not kept.
     */
    nameKey: text('name_key'),
    answersCipher: text('answers_cipher'),
    answersExpireAt: timestamp('answers_expire_at', { withTimezone: true }),
    answersUsedAt: timestamp('answers_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prequalifications_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Every inquiry made at a bureau: soft (a prequalification) or hard (a
 * submitted application, at most one per application). The authorization
 * columns are the consent it was made under: which text and version, when
 * and from which IP; a soft inquiry's also say who gave it and what they
 * were shown (decision 056, product-rules#soft-inquiry-instruction). The
 * bureau's answer of a hard inquiry is stored encrypted for the decision; a
 * soft one keeps only its outcome.
 */
export const creditInquiries = pgTable(
  'credit_inquiries',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    applicationId: integer('application_id'),
    prequalificationId: uuid('prequalification_id'),
    status: text('status').notNull(),
    authorizationType: text('authorization_type').notNull(),
    authorizationVersion: text('authorization_version').notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull(),
    authorizedIp: text('authorized_ip'),
    /**
     * Soft inquiry: the name the instruction was given under, as typed (first,
     * middle, last), JSON encrypted with the field key and bound to this row.
     * The hard inquiry's consent is the account holder's (the disclosures).
     */
    authorizedNameCipher: text('authorized_name_cipher'),
    /** Soft inquiry: the instruction's words as the form showed them, beside their version. */
    authorizationText: text('authorization_text'),
    bureauName: text('bureau_name'),
    answerCipher: text('answer_cipher'),
    /** The job of the current try; a retry asked for by the applicant gets a new one. */
    jobId: uuid('job_id'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Two submits pull once.
    uniqueIndex('credit_inquiries_hard_application_key')
      .on(table.applicationId)
      .where(sql`${table.kind} = 'hard'`),
  ],
);
