import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { sessions, users } from './auth-tables.js';

/*
 * The sessions' SQL (session-store.ts holds their rules): only a token's
 * hash is stored.
 */

export type SessionUser = typeof users.$inferSelect;

// Every signed-in request reads its session: prepared once (db/prepared-query.ts).
const liveSessionByTokenHash = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_live_by_token_hash'),
);

const touchSession = preparedPerDatabase((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_touch'),
);

/** The unrevoked session with this token hash, and its account. */
export async function liveSession(db: Db, tokenHash: string) {
  const [row] = await liveSessionByTokenHash(db).execute({ tokenHash });
  return row ?? null;
}

/** Counts the session as active now. */
export async function touchSessionAt(db: Db, sessionId: string, now: Date): Promise<void> {
  await touchSession(db).execute({ now: now.toISOString(), sessionId });
}

/** Stores a new session; answers its id (account security's step-up proofs and session list name it). */
export async function insertSession(db: Db, session: typeof sessions.$inferInsert): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/** The account's unrevoked sessions active since `activeSince` and started after `startedAfter`, newest first. */
export function liveSessionsOf(db: Db, userId: string, limits: { activeSince: Date; startedAfter: Date }) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, limits.activeSince),
        gt(sessions.createdAt, limits.startedAfter),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one of the account's own sessions; false when it has no live one with that id. */
export async function revokeSessionOf(db: Db, userId: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of the account, but the one given. */
export async function revokeSessionsOf(db: Db, userId: string, now: Date, exceptSessionId?: string): Promise<void> {
  const condition = exceptSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: now }).where(condition);
}
