import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DecisionInputs } from '@waypoint/domain/decisions/decision-inputs';

/**
 * Every decision on a submitted application (decision 030), append-only in
 * code: the repository inserts and reads, nothing updates or deletes. Each row
 * keeps the policy version and the snapshot of its inputs (flags and
 * summaries only: no SSN, no document image), so re-running that version on
 * the snapshot gives the same answer. `sequence` orders an application's
 * decisions; (application, sequence) is unique, so two writers cannot both
 * append after the same decision. `application_id` carries no foreign key:
 * a module does not know the other modules' tables (decision 002).
 */
export const applicationDecisions = pgTable(
  'application_decisions',
  {
    id: uuid('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    sequence: integer('sequence').notNull(),
    policyVersion: text('policy_version').notNull(),
    inputs: jsonb('inputs').$type<DecisionInputs>().notNull(),
    /** SHA-256 of the policy version and the snapshot in canonical JSON: the same inputs decide once. */
    inputsHash: text('inputs_hash').notNull(),
    /** approve, refer or decline. */
    outcome: text('outcome').notNull(),
    /** Refer or decline reason codes, principal first; empty for an approval. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /** An approval's terms: whole dollars, the purchase APR in basis points, the band they come from. */
    creditLimit: integer('credit_limit'),
    aprBps: integer('apr_bps'),
    band: text('band'),
    /** A bureau's answer was considered: an adverse action notice then carries the FCRA 615(a) statement. */
    consumerReportUsed: boolean('consumer_report_used').notNull(),
    /** `policy` for the automatic decision; a staff member's id when the back office decides. */
    decidedBy: text('decided_by').notNull(),
    /** What caused it: `submitted`, `creditReport` (decisionTriggers in decision-service.ts). */
    trigger: text('trigger').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('application_decisions_sequence_key').on(table.applicationId, table.sequence)],
);

export type ApplicationDecisionRow = typeof applicationDecisions.$inferSelect;
