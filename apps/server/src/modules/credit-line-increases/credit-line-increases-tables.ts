import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cardAccounts } from '../cards/cards-tables.js';

/**
 * A cardholder's request for a higher credit limit
 * (docs/product-rules.md#credit-limit-increases, decision 084). The policy
 * decides it on its insert's transaction (approved or declined) or refers it
 * to staff (referred); at most one is open per account (the partial unique
 * index). The updated income and housing cost are kept for the decision and
 * its notice (Reg Z 1026.51(a), Reg B 1002.9). Money is integer cents.
 */
export const creditLimitIncreaseRequests = pgTable(
  'credit_limit_increase_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => cardAccounts.id),
    userId: uuid('user_id').notNull(),
    /** submitted, approved, declined or referred. */
    status: text('status').notNull(),
    /** Grows with each change: a staff view that is older is refused (decision 066). */
    version: integer('version').notNull().default(1),
    currentLimitCents: integer('current_limit_cents').notNull(),
    /** Null for "as high as you can". */
    requestedLimitCents: integer('requested_limit_cents'),
    /** The limit the policy would grant but referred (beyond its ceiling). */
    proposedLimitCents: integer('proposed_limit_cents'),
    approvedLimitCents: integer('approved_limit_cents'),
    /** Whole dollars, as the cardholder gave them. */
    annualIncome: integer('annual_income').notNull(),
    monthlyHousingCost: integer('monthly_housing_cost').notNull(),
    /** The account's purchase APR the ability to pay was assessed at. */
    aprBps: integer('apr_bps').notNull(),
    maxSupportedLimitCents: integer('max_supported_limit_cents'),
    /** The principal reasons' codes, principal first (credit-limit-increase.ts limitDeclineReasons). */
    declineReasons: jsonb('decline_reasons').$type<string[]>().notNull().default([]),
    /** A staff member's note on their decision (the audit log keeps it too). */
    staffNote: text('staff_note'),
    /** `policy`, or the deciding staff member's id. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the issuer confirmed the new limit (the job's setCreditLimit). */
    issuerAppliedAt: timestamp('issuer_applied_at', { withTimezone: true }),
    /** When the issuer refused it, or every retry found it unavailable: staff follow it up from the back office. */
    issuerFailedAt: timestamp('issuer_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_limit_increase_requests_one_open')
      .on(table.accountId)
      .where(sql`${table.status} in ('submitted', 'referred')`),
    index('credit_limit_increase_requests_account_idx').on(table.accountId, table.createdAt),
    index('credit_limit_increase_requests_status_idx').on(table.status, table.createdAt),
  ],
);

export type CreditLimitIncreaseRow = typeof creditLimitIncreaseRequests.$inferSelect;
export type NewCreditLimitIncrease = typeof creditLimitIncreaseRequests.$inferInsert;
