import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReferralNoBoostReason } from '@waypoint/domain/referrals/referral-boost';

/*
 * No foreign keys to users: this module does not know the other modules'
 * tables (decision 002). User ids come from the session or the registration
 * port in the composition.
 */

/** Each member's invitation code: one per member, unique across members. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    userId: uuid('user_id').primaryKey(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('invite_codes_code_key').on(table.code)],
);

/**
 * Who brought whom: written when someone registers with a member's code.
 * `activated_at` stays null until the referred person's card is activated
 * (there are no cards yet); the referral boost counts only activated rows.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: uuid('referrer_user_id').notNull(),
    referredUserId: uuid('referred_user_id').notNull(),
    code: text('code').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The friend's activation that started no boost, and why (`ReferralNoBoostReason`); null until then. */
    activatedWithoutBoostAt: timestamp('activated_without_boost_at', { withTimezone: true }),
    noBoostReason: text('no_boost_reason').$type<ReferralNoBoostReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referrals_referred_user_key').on(table.referredUserId),
    index('referrals_referrer_idx').on(table.referrerUserId),
    check('referrals_not_self', sql`${table.referrerUserId} <> ${table.referredUserId}`),
    check(
      'referrals_no_boost_reason_known',
      sql`(${table.noBoostReason} IS NULL AND ${table.activatedWithoutBoostAt} IS NULL) OR (${table.noBoostReason} IN ('tooLate', 'referrerStanding') AND ${table.activatedWithoutBoostAt} IS NOT NULL AND ${table.activatedAt} IS NULL)`,
    ),
  ],
);

/**
 * Partner and campaign codes that open the application like a member's invitation (docs/sandbox.md).
 * A code is the source of the applications made with it (decision 035): a direct-mail code names
 * its `campaign`, a partner's code its `partner_programme` (an id the partners module knows; no
 * foreign key, decision 002). Never both.
 */
export const preApprovedCodes = pgTable(
  'pre_approved_codes',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    active: boolean('active').notNull().default(true),
    campaign: text('campaign'),
    partnerProgramme: text('partner_programme'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The campaign becomes DM_<campaign> (application-source.ts in the domain): one plain token.
    check('pre_approved_codes_campaign_format', sql`${table.campaign} ~ '^[A-Za-z0-9_]{1,32}$'`),
    check('pre_approved_codes_one_source', sql`${table.campaign} is null or ${table.partnerProgramme} is null`),
  ],
);

/** "Remind me later" requests, kept for the once-a-day rule per address and code. */
export const inviteReminders = pgTable(
  'invite_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    code: text('code').notNull(),
    version: text('version').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invite_reminders_email_created_idx').on(table.email, table.createdAt)],
);
