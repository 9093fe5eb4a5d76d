import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Change requests (decision 036). `user_id` carries no foreign key: this
 * module does not know the auth module's tables (decision 002). `version`
 * grows with every change, so a staff view can tell it is stale.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull().default('pending'),
    /** The kinds asked for (name, address, scra): the spec's `codes`. */
    codes: jsonb('codes').$type<string[]>().notNull(),
    /** The submitted values, by field name; empty until submitted. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    declineReason: text('decline_reason'),
    /** The staff member who decided it (the staff module's id). */
    decidedBy: uuid('decided_by'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('change_requests_user_idx').on(table.userId),
    index('change_requests_status_idx').on(table.status, table.submittedAt),
  ],
);

/**
 * One row per kind of an open request: the partial unique index is what keeps
 * a kind in at most one open request (MAX_OPEN_CHANGE_REQUESTS_PER_KIND) when
 * two starts race. Closing a request sets `open` false on its rows.
 */
export const changeRequestKinds = pgTable(
  'change_request_kinds',
  {
    changeRequestId: integer('change_request_id')
      .notNull()
      .references(() => changeRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    open: boolean('open').notNull().default(true),
  },
  (table) => [
    uniqueIndex('change_request_kinds_request_kind_key').on(table.changeRequestId, table.kind),
    uniqueIndex('change_request_kinds_open_key')
      .on(table.userId, table.kind)
      .where(sql`${table.open}`),
  ],
);

/**
 * A change request's supporting documents, stored like an application's
 * (the same streaming, content check, size limit and storage). A new upload
 * of a group is its next version; removing sets `removed_at` and keeps the
 * row and the object for audit.
 */
export const changeRequestFiles = pgTable(
  'change_request_files',
  {
    id: serial('id').primaryKey(),
    changeRequestId: integer('change_request_id')
      .notNull()
      .references(() => changeRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    fileType: text('file_type').notNull(),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('change_request_files_version_key').on(table.changeRequestId, table.fileType, table.version),
    uniqueIndex('change_request_files_storage_key').on(table.storageKey),
    index('change_request_files_user_idx').on(table.userId),
  ],
);

/** The SCRA benefit an approved request records: from the day active duty began. */
export const scraBenefits = pgTable('scra_benefits', {
  userId: uuid('user_id').primaryKey(),
  activeDutyStartDate: date('active_duty_start_date', { mode: 'string' }).notNull(),
  changeRequestId: integer('change_request_id')
    .notNull()
    .references(() => changeRequests.id),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
});

export type ChangeRequestRow = typeof changeRequests.$inferSelect;
export type ChangeRequestFileRow = typeof changeRequestFiles.$inferSelect;
