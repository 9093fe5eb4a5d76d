import { and, desc, eq, exists, gt, gte, isNull, lt, ne, sql, type SQL, type WithSubquery } from 'drizzle-orm';
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

/**
 * The session check a write carries inside its own statement (docs/decisions/092-one-statement-save.md):
 * `ctes` go in the write's WITH list, and `isLive` in its WHERE, so the write happens only while the
 * session is unrevoked and within its idle and absolute limits, and the same statement extends the
 * sliding expiry as `resolve` does. Data-modifying CTEs run whether or not the write reads them.
 * Its placeholders are the ones `SessionWriteParams` names (session-store.ts fills them).
 */
export interface SessionWriteGuard {
  ctes: WithSubquery[];
  isLive: SQL;
}

export const sessionWriteGuard = preparedPerDatabase((db): SessionWriteGuard => {
  const live = db.$with('live_session').as(
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('sessionTokenHash')),
          eq(sessions.userId, sql.placeholder('sessionUserId')),
          isNull(sessions.revokedAt),
          gte(sessions.lastSeenAt, sql`${sql.placeholder('sessionIdleCutoff')}::timestamptz`),
          gte(sessions.createdAt, sql`${sql.placeholder('sessionMaxCutoff')}::timestamptz`),
        ),
      ),
  );
  const touched = db.$with('touched_session').as(
    db
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder('sessionNow')}::timestamptz` })
      .where(
        and(
          sql`${sessions.id} in (select ${sql.identifier('id')} from ${live})`,
          lt(sessions.lastSeenAt, sql`${sql.placeholder('sessionTouchBefore')}::timestamptz`),
        ),
      )
      .returning({ id: sessions.id }),
  );
  return { ctes: [live, touched], isLive: exists(db.select({ id: live.id }).from(live)) };
});

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
