import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Referrals from POST /partners/refer (product-rules#plain-http): who referred (the partner
 * and their organization) and whom. `ip` for abuse reviews, as the contact
 * form keeps it. No foreign keys: partners are not accounts.
 */
export const partnerReferrals = pgTable(
  'partner_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    organization: text('organization').notNull(),
    partnerName: text('partner_name').notNull(),
    partnerEmail: text('partner_email').notNull(),
    partnerPhone: text('partner_phone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    relocationDate: date('relocation_date', { mode: 'string' }),
    note: text('note'),
    ip: text('ip'),
  },
  // The repeat check looks up one partner's recent referrals of one person.
  (table) => [index('partner_referrals_pair_idx').on(table.partnerEmail, table.email, table.createdAt)],
);

/** Invitations from POST /partners/invite: one row per invited address. */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    partnerName: text('partner_name').notNull(),
    partnerEmail: text('partner_email').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    ip: text('ip'),
  },
  (table) => [index('partner_invitations_pair_idx').on(table.partnerEmail, table.email, table.createdAt)],
);

/**
 * The partner programmes whose codes open applications (pre-approved codes name one,
 * docs/sandbox.md). A model partner's applicants carry `specialTreatment` BR_Model, which
 * skips the YP employer check (decision 035, product-rules#employer-check-skip).
 */
export const partnerProgrammes = pgTable('partner_programmes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  modelPartner: boolean('model_partner').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
