import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicationRecordColumns } from '../../db/record-columns.js';

/**
 * Every file uploaded for an application (product-rules#files). A new upload of a
 * type is a new version; earlier versions are kept, and (application, type,
 * version) is unique, so racing uploads cannot share a version. Removing a
 * file sets `removed_at` and keeps the row and the stored object for audit.
 * `application_id` and `user_id` carry no foreign key: the documents module
 * does not know the other modules' tables (decision 002), as applications do
 * not reference users.
 */
export const applicationFiles = pgTable(
  'application_files',
  {
    ...applicationRecordColumns(),
    documentType: text('document_type').notNull(),
    version: integer('version').notNull(),
    /** The client's name for the file, cleaned (file-names.ts); shown and offered on download only. */
    fileName: text('file_name').notNull(),
    /** Made by the server (a random UUID); never derived from the client's name. */
    storageKey: text('storage_key').notNull(),
    /** Detected from the content (magic bytes), not the name or the declared type. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    isRecognized: boolean('is_recognized').notNull(),
    isValid: boolean('is_valid').notNull(),
    isDocumentExpired: boolean('is_document_expired').notNull(),
    isDocumentMismatch: boolean('is_document_mismatch').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    /** Which document-check provider set the flags. */
    checkedBy: text('checked_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('application_files_version_key').on(table.applicationId, table.documentType, table.version),
    uniqueIndex('application_files_storage_key').on(table.storageKey),
    index('application_files_user_idx').on(table.userId),
  ],
);

export type ApplicationFileRow = typeof applicationFiles.$inferSelect;
