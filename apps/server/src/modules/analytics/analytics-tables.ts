import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CustomDimensions } from '@waypoint/domain/analytics/custom-dimensions';
import type { TrackingParameters } from '@waypoint/domain/analytics/tracking-parameters';

/**
 * product-rules#visit-session: one row per visit, keyed by the visit cookie (wp_sid).
 * `parameters` keeps the first value of each tracking field the visit
 * carried; `user_id` is filled at sign-up, or when a signed-in page reports.
 * No foreign key to users: this module does not know the other modules'
 * tables (decision 002).
 */
export const trackingSessions = pgTable(
  'tracking_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    anonymousId: text('anonymous_id'),
    parameters: jsonb('parameters').$type<TrackingParameters>().notNull().default({}),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_sessions_user_idx').on(table.userId)],
);

/** What the first-party collector received: page views and events with their custom dimensions (product-rules#analytics). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['page_view', 'event'] }).notNull(),
    name: text('name'),
    label: text('label'),
    /** The pathname only: query strings can hold secrets (reset links), so none is kept. */
    path: text('path').notNull(),
    title: text('title'),
    referrer: text('referrer'),
    dimensions: jsonb('dimensions').$type<CustomDimensions>().notNull(),
    sessionId: text('session_id'),
    anonymousId: text('anonymous_id'),
    userId: uuid('user_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the analytics service acknowledged it (a 2xx); null until then, and never deleted before (decision 043). */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** A forwarding try holds the row until then; a crashed try's rows come back after it (decision 043). */
    forwardLeaseUntil: timestamp('forward_lease_until', { withTimezone: true }),
  },
  (table) => [
    index('analytics_events_received_idx').on(table.receivedAt),
    // The forwarder's backlog: small, as rows leave it once acknowledged.
    index('analytics_events_unforwarded_idx')
      .on(table.receivedAt)
      .where(sql`${table.forwardedAt} IS NULL`),
    index('analytics_events_session_idx').on(table.sessionId),
    index('analytics_events_user_idx').on(table.userId),
  ],
);
