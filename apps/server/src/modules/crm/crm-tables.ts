import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Leads from POST /crm/new_lead (product-rules#plain-http): one row per address, the first
 * time it was given. `ip` as the contact form keeps it, for abuse reviews.
 */
export const crmLeads = pgTable('crm_leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browser fingerprints seen in a tracking session (POST /crm/log): each pair
 * once, so a page that logs on every view does not grow the table.
 */
export const crmFingerprints = pgTable(
  'crm_fingerprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fingerprint: text('fingerprint').notNull(),
    sessionId: text('session_id').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('crm_fingerprints_pair_unique').on(table.fingerprint, table.sessionId),
    index('crm_fingerprints_session_idx').on(table.sessionId),
  ],
);
