import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { brakeSignIn, recordSignInFailure } from '../../platform/sign-in-brakes.js';
import { applicantSignInBrakes, signInPaused } from './account-attempts.js';
import {
  findFirstName,
  findUserByEmail,
  findFullName,
  findPromoCode,
  nameAndAddressOf,
  namesAndEmailsOf,
  setAddress,
  setCardHolder,
  setName,
  setPassword,
  setVerifiedEmail,
} from './accounts-repository.js';
import { authRateRules, scaledForIp, type AuthDeps } from './auth-deps.js';
import { useUpUnusedTokens } from './one-time-tokens-repository.js';
import { issueToken } from './one-time-tokens.js';
import { hashPassword } from './passwords.js';
import { setSessionCookies } from './session-cookies.js';
import { liveSession, revokeSessionOf } from './sessions-repository.js';
import { toUserPayload } from './user-payload.js';

/**
 * What auth offers other modules of the accounts it owns, handed to them in
 * the composition (modules do not import each other). Every read and change
 * takes the database or the caller's transaction, so a consumer reads and
 * writes on its own transaction. One port for every consumer (decision 065):
 * the back office and change requests read names and e-mails (decisions 031,
 * 036), change requests apply an approved name or address, the card marks
 * the cardholder (decision 037), referrals greet by first name, the credit
 * bureau searches by full name (decision 026), the application's source is
 * the sign-up promo code (decision 035).
 */
export const accountPort = {
  /** The name and e-mail of each account asked for, by id. */
  async namesAndEmailsOf(db: Db, userIds: readonly string[]) {
    const found = new Map<string, { firstName: string; lastName: string; email: string }>();
    if (userIds.length === 0) return found;
    const rows = await namesAndEmailsOf(db, userIds);
    for (const { id, ...account } of rows) found.set(id, account);
    return found;
  },
  /** The name, the e-mail and the one-line address of one account. */
  accountOf: (db: Db, userId: string) => nameAndAddressOf(db, userId),
  firstName: (db: Db, userId: string): Promise<string | null> => findFirstName(db, userId),
  fullName: (db: Db, userId: string): Promise<{ firstName: string; lastName: string } | null> =>
    findFullName(db, userId),
  /** The promo code the account was opened with: where the application came from (decision 035). */
  promoCode: (db: Db, userId: string): Promise<string | null> => findPromoCode(db, userId),
  /** An approved change request's new name, on the approval's transaction (decision 036). */
  applyName: (tx: Db, userId: string, name: { firstName: string; middleName: string; lastName: string }) =>
    setName(tx, userId, name),
  /** An approved change request's new address, on the approval's transaction (decision 036). */
  applyAddress: (tx: Db, userId: string, address: string) => setAddress(tx, userId, address),
  /** The cardholder flag, on the card activation's transaction (decision 037). */
  markCardHolder: (tx: Db, userId: string): Promise<void> => setCardHolder(tx, userId),
  /** The account that signs in with this (lower-cased) address, if any: the e-mail change's taken check (decision 075). */
  accountWithEmail: async (db: Db, email: string): Promise<string | null> =>
    (await findUserByEmail(db, email))?.id ?? null,
  /**
   * A confirmed e-mail change or its undo (decision 075): the new sign-in address, verified by its link.
   * A verification link still out for the address it replaces stops working.
   */
  changeEmail: async (tx: Db, userId: string, email: string, now: Date): Promise<void> => {
    await setVerifiedEmail(tx, userId, email, now);
    await useUpUnusedTokens(tx, userId, 'verify_email', now);
  },
  /**
   * An undone e-mail change (decision 075): whoever changed it may know the password, so it stops
   * working; answers a reset link's token for the restored address.
   */
  requirePasswordReset: async (tx: Db, userId: string, now: Date): Promise<string> => {
    await setPassword(tx, userId, await hashPassword(newSecureToken()));
    return issueToken(tx, userId, 'reset_password', now);
  },
};

export type AccountPort = typeof accountPort;

// The wait per failure over the account's soft limit when LOGIN_SLOWDOWN_MS is not wired (as sign-in-service.ts).
const defaultSlowdownStepMs = 500;

/**
 * What auth offers account security (decision 076), handed over in the
 * composition: a passkey sign-in starts the very session a password sign-in
 * does (same store, same cookies, same hooks) under the same limits
 * (decision 058), and the account's session list and sign-outs go through the
 * session store that owns the limits.
 */
export function createSignInPort(deps: AuthDeps) {
  const brakes = () => ({ limiter: deps.limiter, slowdownStepMs: deps.loginSlowdownStepMs ?? defaultSlowdownStepMs });
  return {
    /** The per-address sign-in count, as the password sign-in's (429 past it). */
    countAttempt: (ip: string) => deps.limiter.hit(scaledForIp(authRateRules.loginPerIp, deps.ipLimitScale), ip),
    /** Before the credential is checked: refuses a failing address, waits out the account's slowdown. */
    brake: (accountKey: string, ip: string) =>
      brakeSignIn(brakes(), applicantSignInBrakes, accountKey, ip, signInPaused),
    /** A failed credential, charged to the account key and the address. */
    recordFailure: (accountKey: string, ip: string) =>
      recordSignInFailure(brakes(), applicantSignInBrakes, accountKey, ip),
    /** Starts an applicant session and sets its cookies; answers the session's id and the User as login does. */
    async startSession(scope: { request: FastifyRequest; reply: FastifyReply }, userId: string) {
      const { token, sessionHash, sessionId } = await deps.sessions.create(userId, {
        ip: scope.request.ip,
        userAgent: scope.request.headers['user-agent'],
        clientTokenId: null,
      });
      setSessionCookies(scope.reply, token, sessionHash);
      await deps.signInHooks?.sessionStarted(scope, { userId, sessionId, kind: 'passkey' });
      const started = await liveSession(deps.db, hashToken(token));
      if (!started) throw new Error('the new session was not found');
      return { sessionId, user: toUserPayload(started.user, sessionHash) };
    },
    liveSessionsOf: (userId: string) => deps.sessions.liveSessionsOf(userId),
    endSession: (userId: string, sessionId: string) => revokeSessionOf(deps.db, userId, sessionId, deps.now()),
    endOtherSessions: (userId: string, currentSessionId: string) =>
      deps.sessions.revokeAllForUser(userId, currentSessionId),
  };
}

export type SignInPort = ReturnType<typeof createSignInPort>;
