import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateLimitCounters } from './rate-limit-tables.js';

/*
 * The rate limits' SQL (rate-limit.ts holds the windows and the rules): one
 * counter per key and window, shared by every instance.
 */

/** Counts one hit in the key's window (one atomic upsert); answers the window's hits. */
export async function addHit(db: Db, key: string, windowStart: string): Promise<number | undefined> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits;
}

/** Deletes the key's windows before this one. */
export async function deleteWindowsBefore(db: Db, key: string, windowStart: string): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)));
}

export async function hitsIn(db: Db, key: string, windowStart: string): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
  return row?.hits ?? 0;
}

export async function deleteKey(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
