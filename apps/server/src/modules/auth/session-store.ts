import type { Db } from '../../db/database.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { hashToken, hmac, newSecureToken, safeEqual } from '../../platform/secure-token.js';
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
    const row = await liveSession(this.db, hashToken(token));
    if (!row) return { ok: false, reason: 'unknown' };
    const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
    const ageMs = now.getTime() - row.session.createdAt.getTime();
    if (idleMs > this.policy.idleSeconds * 1000 || ageMs > this.policy.maxSeconds * 1000) {
      await this.revoke(row.session.id, now);
      return { ok: false, reason: 'expired' };
    }
    if (touch && idleMs > Math.min(touchEverySeconds, this.policy.idleSeconds / 3) * 1000) {
      await touchSessionAt(this.db, row.session.id, now);
    }
    return { ok: true, sessionId: row.session.id, sessionHash, user: row.user };
  }

  async revoke(sessionId: string, now = this.clock.now()): Promise<void> {
    await revokeSession(this.db, sessionId, now);
  }

  /** Ends every session of a user, but the one given (a password reset keeps the resetting device). */
  async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    await revokeSessionsOf(this.db, userId, this.clock.now(), exceptSessionId);
  }
}
