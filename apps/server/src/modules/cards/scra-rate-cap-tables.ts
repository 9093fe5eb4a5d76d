import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cardAccounts } from './cards-tables.js';

/**
 * The SCRA rate cap of a card account (docs/product-rules.md#scra-rate-cap,
 * decision 088), one row per account: what the rule decided when the
 * servicemember's change request was approved (or when the card was issued
 * after it), and when the issuer confirmed the cap. `applies` false keeps why
 * there is none (the account was opened during service), so the cardholder
 * and staff are told. `issuer_applied_at` stays null until the issuer
 * confirmed the cap, which a job retries until it does. Migration 0041.
 */
export const cardScraRateCaps = pgTable('card_scra_rate_caps', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => cardAccounts.id),
  userId: uuid('user_id').notNull(),
  /** The approved change request that brought the service dates; null when a card issued later found them. */
  changeRequestId: integer('change_request_id'),
  /** YYYY-MM-DD: the first day of active duty. */
  activeDutyStartDate: date('active_duty_start_date', { mode: 'string' }).notNull(),
  /** YYYY-MM-DD (Eastern): the day the card account opened, the debt's origin. */
  accountOpenedOn: date('account_opened_on', { mode: 'string' }).notNull(),
  applies: boolean('applies').notNull(),
  /** Why no cap: openedDuringService; null when it applies. */
  notAppliedReason: text('not_applied_reason'),
  /** The APR before the cap and the capped one, in basis points; the capped one null when it does not apply. */
  aprBeforeBps: integer('apr_before_bps'),
  cappedAprBps: integer('capped_apr_bps'),
  /** YYYY-MM-DD: the cap runs from here (the first day of service); null when it does not apply. */
  effectiveFrom: date('effective_from', { mode: 'string' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  issuerAppliedAt: timestamp('issuer_applied_at', { withTimezone: true }),
  /** Interest and fees above the cap since service began that the issuer credited back. */
  creditedCents: integer('credited_cents'),
});

export type CardScraRateCapRow = typeof cardScraRateCaps.$inferSelect;
