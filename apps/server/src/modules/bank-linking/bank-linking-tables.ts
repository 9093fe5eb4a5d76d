import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicationRecordColumns } from '../../db/record-columns.js';

/**
 * One linked bank connection per application (product-rules#bank-linking saveUserPlaidInformation).
 * The provider's access token is stored encrypted with the field cipher; the
 * item id is unique, so a public token exchanged twice cannot link twice.
 * No foreign keys across modules (decision 002).
 */
export const bankLinks = pgTable(
  'bank_links',
  {
    ...applicationRecordColumns(),
    itemId: text('item_id').notNull(),
    /** The field cipher's envelope (platform/field-encryption.ts); never the plain token. */
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    /** The employer names the provider reported, for audit. */
    employerNames: jsonb('employer_names').$type<string[]>().notNull().default([]),
    /** One of them is the applicant's employer (product-rules#bank-linking employerVerifiedByPlaid). */
    employerVerified: boolean('employer_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bank_links_item_key').on(table.itemId),
    index('bank_links_application_idx').on(table.applicationId),
  ],
);

/** Every Link event the web dialog reports (product-rules#bank-linking savePlaidEventsData). */
export const bankLinkEvents = pgTable(
  'bank_link_events',
  {
    ...applicationRecordColumns(),
    eventName: text('event_name').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bank_link_events_application_idx').on(table.applicationId)],
);
