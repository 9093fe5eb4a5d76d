import { and, desc, eq, notLike } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { auditEvents } from '../../platform/audit/audit-tables.js';
import { informationRequests, type InformationRequestRow } from './back-office-tables.js';

/**
 * The back office's own reads for an application's timeline (decision 068):
 * every request for information (not just the latest), and the audit log's
 * events about the application. Newest first, at most `limit` rows each.
 */

export function informationRequestsOf(db: Db, applicationId: number, limit: number): Promise<InformationRequestRow[]> {
  return db
    .select()
    .from(informationRequests)
    .where(eq(informationRequests.applicationId, applicationId))
    .orderBy(desc(informationRequests.requestedAt), desc(informationRequests.id))
    .limit(limit);
}

export interface TimelineAuditEvent {
  id: number;
  occurredAt: Date;
  actorType: string;
  actorEmail: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * The audit events whose subject is the application, without the staff's
 * reads of it (`*.personal_data_read`): a page view is not something that
 * happened to the case, and every view of the page would add one.
 */
export function auditEventsAbout(db: Db, applicationId: number, limit: number): Promise<TimelineAuditEvent[]> {
  return db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      actorType: auditEvents.actorType,
      actorEmail: auditEvents.actorEmail,
      action: auditEvents.action,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectType, 'application'),
        eq(auditEvents.subjectId, String(applicationId)),
        notLike(auditEvents.action, '%.personal\\_data\\_read'),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}
