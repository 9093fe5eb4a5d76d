import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staffAccounts, staffSessions } from './staff-tables.js';

/*
 * Staff sessions' SQL (staff-session-store.ts holds their rules, decision
 * 029): only a token's hash is stored.
 */

export async function insertStaffSession(db: Db, session: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(session);
}

/** The unrevoked session with this token hash, and its staff account. */
export async function liveStaffSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: staffSessions, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function touchStaffSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}

/** Ends every live session of the account. */
export async function revokeStaffSessionsOf(db: Db, staffId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
