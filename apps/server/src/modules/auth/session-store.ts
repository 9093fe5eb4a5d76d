import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { hashToken, hmac, newSecureToken, safeEqual } from '../../platform/secure-token.js';
import { sessions, users } from './auth-tables.js';

export interface SessionPolicy {
  idleSeconds: number;
  maxSeconds: number;
}

export type SessionUser = typeof users.$inferSelect;

export type ResolvedSession =
  | { ok: true; sessionId: string; sessionHash: string; user: SessionUser }
  | { ok: false; reason: 'missing' | 'bad_header' | 'unknown' | 'expired' };

// Writing last_seen_at on every request would make each read a write; a few seconds of slack is
// harmless, but never more than a third of the idle limit, or a short limit would expire busy sessions.
const touchEverySeconds = 10;

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
 * Sessions are opaque random tokens; only their SHA-256 is stored. The
 * per-session hash (an HMAC of the token) is what the page may read and must
 * echo in a header: a cross-site request cannot know it, so it cannot ride on
 * the cookie alone.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: Buffer,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock = systemClock,
  ) {}

  sessionHashFor(token: string): string {
    return hmac(this.secret, `session:${token}`);
  }

  async create(
    userId: string,
    meta: { ip: string; userAgent: string | undefined; clientTokenId: string | null | undefined },
  ): Promise<{ token: string; sessionHash: string }> {
    const token = newSecureToken();
    const now = this.clock.now();
    await this.db.insert(sessions).values({
      userId,
      createdAt: now,
      lastSeenAt: now,
      tokenHash: hashToken(token),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      clientTokenId: meta.clientTokenId?.slice(0, 200) ?? null,
    });
    return { token, sessionHash: this.sessionHashFor(token) };
  }

  /**
   * The session a request carries, if still valid. `touch: false` identifies
   * without counting as activity: background telemetry (page-view beacons)
   * must not keep an idle session alive past its 15 minutes.
   */
  async resolve(
    token: string | undefined,
    headerHash: string | undefined,
    now = this.clock.now(),
    { touch = true }: { touch?: boolean } = {},
  ): Promise<ResolvedSession> {
    if (!token) return { ok: false, reason: 'missing' };
    const sessionHash = this.sessionHashFor(token);
    if (!headerHash || !safeEqual(headerHash, sessionHash)) return { ok: false, reason: 'bad_header' };
    const [row] = await liveSessionByTokenHash(this.db).execute({ tokenHash: hashToken(token) });
    if (!row) return { ok: false, reason: 'unknown' };
    const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
    const ageMs = now.getTime() - row.session.createdAt.getTime();
    if (idleMs > this.policy.idleSeconds * 1000 || ageMs > this.policy.maxSeconds * 1000) {
      await this.revoke(row.session.id, now);
      return { ok: false, reason: 'expired' };
    }
    if (touch && idleMs > Math.min(touchEverySeconds, this.policy.idleSeconds / 3) * 1000) {
      await touchSession(this.db).execute({ now: now.toISOString(), sessionId: row.session.id });
    }
    return { ok: true, sessionId: row.session.id, sessionHash, user: row.user };
  }

  async revoke(sessionId: string, now = this.clock.now()): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of a user, but the one given (a password reset keeps the resetting device). */
  async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    const condition = exceptSessionId
      ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
      : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await this.db.update(sessions).set({ revokedAt: this.clock.now() }).where(condition);
  }
}
