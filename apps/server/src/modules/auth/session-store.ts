import type { Db } from '../../db/database.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { hashToken, hmac, newSecureToken, safeEqual } from '../../platform/secure-token.js';
import { RecentSessions } from './recent-sessions.js';
import {
  insertSession,
  liveSession,
  liveSessionsOf,
  revokeSession,
  revokeSessionsOf,
  touchSessionAt,
  type SessionUser,
} from './sessions-repository.js';

export type { SessionUser } from './sessions-repository.js';

export interface SessionPolicy {
  idleSeconds: number;
  maxSeconds: number;
}

/**
 * A write that checks its session in its own statement (decision 092): who the session was when
 * this server last found it live, and the values of the guard's placeholders
 * (sessions-repository.ts, `sessionWriteGuard`).
 */
export interface SessionWriteGuess {
  userId: string;
  sessionId: string;
  params: SessionWriteParams;
}

export type SessionWriteParams = {
  sessionTokenHash: string;
  sessionUserId: string;
  sessionIdleCutoff: string;
  sessionMaxCutoff: string;
  sessionNow: string;
  sessionTouchBefore: string;
};

export type ResolvedSession =
  | { ok: true; sessionId: string; sessionHash: string; user: SessionUser }
  | { ok: false; reason: 'missing' | 'bad_header' | 'unknown' | 'expired' };

// Writing last_seen_at on every request would make each read a write; a few seconds of slack is
// harmless, but never more than a third of the idle limit, or a short limit would expire busy sessions.
const touchEverySeconds = 10;

/**
 * Sessions are opaque random tokens; only their SHA-256 is stored. The
 * per-session hash (an HMAC of the token) is what the page may read and must
 * echo in a header: a cross-site request cannot know it, so it cannot ride on
 * the cookie alone.
 */
export class SessionStore {
  private readonly recent = new RecentSessions();

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
  ): Promise<{ token: string; sessionHash: string; sessionId: string }> {
    const token = newSecureToken();
    const now = this.clock.now();
    const sessionId = await insertSession(this.db, {
      userId,
      createdAt: now,
      lastSeenAt: now,
      tokenHash: hashToken(token),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      clientTokenId: meta.clientTokenId?.slice(0, 200) ?? null,
    });
    return { token, sessionHash: this.sessionHashFor(token), sessionId };
  }

  /** The account's sessions still within the idle and absolute limits (the account's session list, decision 076). */
  liveSessionsOf(userId: string, now = this.clock.now()) {
    return liveSessionsOf(this.db, userId, {
      activeSince: new Date(now.getTime() - this.policy.idleSeconds * 1000),
      startedAfter: new Date(now.getTime() - this.policy.maxSeconds * 1000),
    });
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
    const tokenHash = hashToken(token);
    const row = await liveSession(this.db, tokenHash);
    if (!row) {
      this.recent.forget(token);
      return { ok: false, reason: 'unknown' };
    }
    const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
    const ageMs = now.getTime() - row.session.createdAt.getTime();
    if (idleMs > this.policy.idleSeconds * 1000 || ageMs > this.policy.maxSeconds * 1000) {
      this.recent.forget(token);
      await this.revoke(row.session.id, now);
      return { ok: false, reason: 'expired' };
    }
    if (touch && idleMs > this.touchEveryMs()) {
      await touchSessionAt(this.db, row.session.id, now);
    }
    this.recent.remember(token, { userId: row.user.id, sessionId: row.session.id, tokenHash, sessionHash });
    return { ok: true, sessionId: row.session.id, sessionHash, user: row.user };
  }

  private touchEveryMs(): number {
    return Math.min(touchEverySeconds, this.policy.idleSeconds / 3) * 1000;
  }

  /**
   * For a write that checks the session in its own statement (decision 092): the session this
   * request carries as this server last found it live, with the limits `resolve` applies as
   * the guard's values; undefined when the header does not match or the session was not seen
   * here lately (the caller then resolves it the ordinary way). Never counts as a check itself.
   */
  writeGuess(token: string | undefined, headerHash: string | undefined, now = this.clock.now()) {
    if (!token || !headerHash) return undefined;
    // The digests resolve computed when it found the session live (recent-sessions.ts).
    const recent = this.recent.get(token);
    if (!recent || !safeEqual(headerHash, recent.sessionHash)) return undefined;
    const { tokenHash } = recent;
    const at = now.getTime();
    const guess: SessionWriteGuess = {
      userId: recent.userId,
      sessionId: recent.sessionId,
      params: {
        sessionTokenHash: tokenHash,
        sessionUserId: recent.userId,
        // resolve's limits, as conditions: live while idle at most idleSeconds and younger than maxSeconds.
        sessionIdleCutoff: new Date(at - this.policy.idleSeconds * 1000).toISOString(),
        sessionMaxCutoff: new Date(at - this.policy.maxSeconds * 1000).toISOString(),
        sessionNow: now.toISOString(),
        sessionTouchBefore: new Date(at - this.touchEveryMs()).toISOString(),
      },
    };
    return guess;
  }

  async revoke(sessionId: string, now = this.clock.now()): Promise<void> {
    await revokeSession(this.db, sessionId, now);
  }

  /** Ends every session of a user, but the one given (a password reset keeps the resetting device). */
  async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    await revokeSessionsOf(this.db, userId, this.clock.now(), exceptSessionId);
  }
}
