import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log (decision 028): one row per staff action, staff read of
 * personal data, automatic decision, search and export. Append-only: the code
 * has no update or delete path, and a trigger (migration 0013_audit_append_only)
 * refuses UPDATE, DELETE and TRUNCATE. `before` and `after` hold only what the
 * action changed or revealed, never a full SSN.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    // Identity order is the order of writing: newest first and keyset paging use it.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** `staff` or `system`. */
    actorType: text('actor_type').notNull(),
    /** The staff member's id, or the system part's name (such as `decision-policy`). */
    actorId: text('actor_id').notNull(),
    /** The staff member's e-mail at the time; null for the system. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (table) => [
    check('audit_events_actor_type_check', sql`${table.actorType} in ('staff', 'system')`),
    index('audit_events_occurred_idx').on(table.occurredAt),
    index('audit_events_actor_idx').on(table.actorId, table.id),
    index('audit_events_action_idx').on(table.action, table.id),
    index('audit_events_subject_idx').on(table.subjectType, table.subjectId, table.id),
  ],
);
