import { and, asc, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ForwardedEvent } from './analytics-forwarder.js';
import { analyticsEvents } from './analytics-tables.js';

/**
 * The forwarder's claims on stored events (decision 043). Times come from the
 * database, so instances agree on when a lease ends whatever their clocks say.
 */

/**
 * Takes up to `limit` events nobody acknowledged or holds, oldest first, and
 * holds them for `leaseSeconds`: another instance's job skips them meanwhile,
 * and a try that died with them lets them go when the lease ends.
 */
export async function claimUnforwarded(db: Db, limit: number, leaseSeconds: number): Promise<ForwardedEvent[]> {
  return db.transaction(async (tx) => {
    const free = await tx
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(
        and(
          isNull(analyticsEvents.forwardedAt),
          or(isNull(analyticsEvents.forwardLeaseUntil), lt(analyticsEvents.forwardLeaseUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(analyticsEvents.receivedAt), asc(analyticsEvents.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (free.length === 0) return [];
    const ids = free.map((row) => row.id);
    const claimed = await tx
      .update(analyticsEvents)
      .set({ forwardLeaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(inArray(analyticsEvents.id, ids))
      .returning();
    const byId = new Map(claimed.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { type, name, label, path, title, occurredAt, userId, anonymousId, sessionId, dimensions } = row;
      return [{ id, type, name, label, path, title, occurredAt, userId, anonymousId, sessionId, dimensions }];
    });
  });
}

/** The service acknowledged these: they leave the backlog for good. */
export async function markForwarded(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(analyticsEvents)
    .set({ forwardedAt: sql`now()`, forwardLeaseUntil: null })
    .where(and(inArray(analyticsEvents.id, [...ids]), isNull(analyticsEvents.forwardedAt)));
}

/** A try that failed lets its events go at once, so the job's retry (or another instance) can take them. */
export async function releaseClaims(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(analyticsEvents)
    .set({ forwardLeaseUntil: null })
    .where(and(inArray(analyticsEvents.id, [...ids]), isNull(analyticsEvents.forwardedAt)));
}

/** Whether any event still waits for the service (a start queues a run for it). */
export async function hasUnforwarded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(isNull(analyticsEvents.forwardedAt))
    .limit(1);
  return row !== undefined;
}
