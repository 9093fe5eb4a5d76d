import type { Db } from '../../db/database.js';
import { hashToken, hmac, newSecureToken, safeEqual } from '../../platform/secure-token.js';
import { staffSessionIdleSeconds, staffSessionMaxSeconds, type StaffRequestMeta } from './staff-deps.js';
import type { StaffAccount } from './staff-repository.js';
import {
  insertStaffSession,
  liveStaffSession,
  revokeStaffSession,
  revokeStaffSessionsOf,
  touchStaffSession,
} from './staff-sessions-repository.js';

export type StaffMember = Pick<StaffAccount, 'id' | 'email' | 'role'>;

export type ResolvedStaffSession =
  | { ok: true; sessionId: string; staff: StaffMember }
  | { ok: false; reason: 'missing' | 'bad_header' | 'unknown' | 'expired' };

// As the applicant's store (auth/session-store.ts): a few seconds of slack saves a write per request.
const touchEverySeconds = 10;

/**
 * Staff sessions, apart from applicants' (decision 029): opaque tokens whose
 * SHA-256 alone is stored, a per-session hash the page echoes in a header of
 * its own, and the short limits of staff-deps.ts. A disabled account's
 * sessions end at once, whatever their age.
 */
export class StaffSessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: Buffer,
    private readonly now: () => Date,
  ) {}

  sessionHashFor(token: string): string {
    return hmac(this.secret, `staff-session:${token}`);
  }

  async create(staffId: string, meta: StaffRequestMeta): Promise<{ token: string; sessionHash: string }> {
    const token = newSecureToken();
    const now = this.now();
    await insertStaffSession(this.db, {
      staffId,
      tokenHash: hashToken(token),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      createdAt: now,
      lastSeenAt: now,
    });
    return { token, sessionHash: this.sessionHashFor(token) };
  }

  async resolve(token: string | undefined, headerHash: string | undefined): Promise<ResolvedStaffSession> {
    if (!token) return { ok: false, reason: 'missing' };
    if (!headerHash || !safeEqual(headerHash, this.sessionHashFor(token))) return { ok: false, reason: 'bad_header' };
    const row = await liveStaffSession(this.db, hashToken(token));
    if (!row) return { ok: false, reason: 'unknown' };
    const now = this.now();
    const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
    const ageMs = now.getTime() - row.session.createdAt.getTime();
    if (
      row.staff.status !== 'active' ||
      idleMs > staffSessionIdleSeconds * 1000 ||
      ageMs > staffSessionMaxSeconds * 1000
    ) {
      await this.revoke(row.session.id);
      return { ok: false, reason: 'expired' };
    }
    if (idleMs > touchEverySeconds * 1000) {
      await touchStaffSession(this.db, row.session.id, now);
    }
    const { id, email, role } = row.staff;
    return { ok: true, sessionId: row.session.id, staff: { id, email, role } };
  }

  async revoke(sessionId: string): Promise<void> {
    await revokeStaffSession(this.db, sessionId, this.now());
  }

  /** Ends every session of an account (disable, reset). */
  async revokeAll(db: Db, staffId: string): Promise<void> {
    await revokeStaffSessionsOf(db, staffId, this.now());
  }
}
