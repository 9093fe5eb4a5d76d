import type { ParsedCollectorBatch } from '@waypoint/domain/analytics/collector-batch';
import { trackingFromUrl } from '@waypoint/domain/analytics/tracking-parameters';
import type { AnalyticsDeps } from './analytics-deps.js';
import { scheduleForwarding } from './forwarding-job.js';
import { storeEvents, touchVisit } from './tracking-repository.js';

export interface CollectorVisitor {
  sessionId: string | null;
  anonymousId: string | null;
  userId: string | null;
}

/** An in-site referrer keeps its pathname; another site only its origin (its query may be anyone's search). */
function referrerOf(value: string | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/')) return splitAddress(value).pathname;
  return URL.canParse(value) ? new URL(value).origin : null;
}

function splitAddress(address: string): { pathname: string; search: string } {
  const url = new URL(address, 'http://collector.invalid');
  return { pathname: url.pathname, search: url.search };
}

/** The tracking parameters a batch reports: from its landing address and its page views' addresses. */
function reportedTracking(batch: ParsedCollectorBatch) {
  const addresses = [...(batch.landing ? [batch.landing] : []), ...batch.events.map((event) => event.path)];
  return addresses.reduce((found, address) => {
    const { pathname, search } = splitAddress(address);
    return { ...trackingFromUrl(pathname, search), ...found };
  }, {});
}

/**
 * Stores a batch: the visit's tracking session is touched (first touch wins),
 * the events are stored with the user when the request was signed in, and
 * with them a forwarding job's run is queued when none is waiting (decision 043):
 * the intake never waits for the analytics service.
 */
export async function collect(deps: AnalyticsDeps, batch: ParsedCollectorBatch, visitor: CollectorVisitor) {
  const now = deps.now();
  if (visitor.sessionId) {
    await touchVisit(deps.db, {
      sessionId: visitor.sessionId,
      anonymousId: visitor.anonymousId,
      parameters: reportedTracking(batch),
      userId: visitor.userId,
      now,
    });
  }
  if (batch.events.length === 0) return { accepted: 0 };
  const rows = batch.events.map((event) => ({
    type: event.type,
    name: event.name ?? null,
    label: event.label ?? null,
    path: splitAddress(event.path).pathname,
    title: event.title ?? null,
    referrer: referrerOf(event.referrer),
    dimensions: event.dimensions,
    sessionId: visitor.sessionId,
    anonymousId: visitor.anonymousId,
    userId: visitor.userId,
    occurredAt: new Date(event.occurredAt),
    receivedAt: now,
  }));
  await deps.db.transaction(async (tx) => {
    await storeEvents(tx, rows);
    if (deps.forwards) await scheduleForwarding(tx);
  });
  return { accepted: rows.length };
}
