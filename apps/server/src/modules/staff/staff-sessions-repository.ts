import { and, asc, desc, eq, gt, isNull, ne } from 'drizzle-orm';
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

/**
 * Sessions still in use: unrevoked, seen since `seenSince`, started after
 * `startedAfter`, on an active account (a session past its limits is ended
 * only when next used, so the times decide, not the revoked mark alone).
 */
export function liveStaffSessionRows(db: Db, window: { seenSince: Date; startedAfter: Date; staffId?: string }) {
  return db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      staffEmail: staffAccounts.email,
      staffRole: staffAccounts.role,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      ip: staffSessions.ip,
      userAgent: staffSessions.userAgent,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        isNull(staffSessions.revokedAt),
        eq(staffAccounts.status, 'active'),
        gt(staffSessions.lastSeenAt, window.seenSince),
        gt(staffSessions.createdAt, window.startedAfter),
        window.staffId ? eq(staffSessions.staffId, window.staffId) : undefined,
      ),
    )
    .orderBy(asc(staffAccounts.email), desc(staffSessions.lastSeenAt));
}

/** Ends the account's live sessions but `keepSessionId` (none kept when omitted); answers how many ended. */
export async function revokeStaffSessionsCounted(
  db: Db,
  staffId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keepSessionId ? ne(staffSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}
