import { desc, eq, sql } from 'drizzle-orm';
import type { CustomDimensions } from '@waypoint/domain/analytics/custom-dimensions';
import type { TrackingParameters } from '@waypoint/domain/analytics/tracking-parameters';
import type { Db } from '../../db/database.js';
import { analyticsEvents, trackingSessions } from './analytics-tables.js';

export interface VisitTouch {
  sessionId: string;
  anonymousId: string | null;
  parameters: TrackingParameters;
  userId: string | null;
  now: Date;
}

/**
 * Records that a visit was seen. First touch wins per field: in `||` the right
 * side wins, so the stored parameters override the new ones, and new fields
 * only fill gaps. A known user is kept once set.
 */
export async function touchVisit(db: Db, touch: VisitTouch): Promise<void> {
  await db
    .insert(trackingSessions)
    .values({
      sessionId: touch.sessionId,
      anonymousId: touch.anonymousId,
      parameters: touch.parameters,
      userId: touch.userId,
      createdAt: touch.now,
      lastSeenAt: touch.now,
    })
    .onConflictDoUpdate({
      target: trackingSessions.sessionId,
      set: {
        parameters: sql`excluded.parameters || ${trackingSessions.parameters}`,
        anonymousId: sql`coalesce(${trackingSessions.anonymousId}, excluded.anonymous_id)`,
        userId: sql`coalesce(${trackingSessions.userId}, excluded.user_id)`,
        lastSeenAt: touch.now,
      },
    });
}

export interface TrackingSessionView {
  sessionId: string;
  anonymousId: string | null;
  parameters: TrackingParameters;
  createdAt: Date;
}

export async function trackingSessionsOfUser(db: Db, userId: string): Promise<TrackingSessionView[]> {
  return db
    .select({
      sessionId: trackingSessions.sessionId,
      anonymousId: trackingSessions.anonymousId,
      parameters: trackingSessions.parameters,
      createdAt: trackingSessions.createdAt,
    })
    .from(trackingSessions)
    .where(eq(trackingSessions.userId, userId))
    .orderBy(trackingSessions.createdAt);
}

export async function storeEvents(db: Db, events: (typeof analyticsEvents.$inferInsert)[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values(events);
}

export interface StoredEventView {
  type: 'page_view' | 'event';
  name: string | null;
  label: string | null;
  path: string;
  dimensions: CustomDimensions;
  occurredAt: Date;
}

/** The latest events stored for a user, newest first (the outside-production view an e2e run reads). */
export async function eventsOfUser(db: Db, userId: string, limit = 200): Promise<StoredEventView[]> {
  return db
    .select({
      type: analyticsEvents.type,
      name: analyticsEvents.name,
      label: analyticsEvents.label,
      path: analyticsEvents.path,
      dimensions: analyticsEvents.dimensions,
      occurredAt: analyticsEvents.occurredAt,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(desc(analyticsEvents.occurredAt))
    .limit(limit);
}
