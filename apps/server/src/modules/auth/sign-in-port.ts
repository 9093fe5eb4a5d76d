import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../../platform/secure-token.js';
import { brakeSignIn, recordSignInFailure } from '../../platform/sign-in-brakes.js';
import { applicantSignInBrakes, signInPaused } from './account-attempts.js';
import { authRateRules, scaledForIp, type AuthDeps } from './auth-deps.js';
import { setSessionCookies } from './session-cookies.js';
import { liveSession, revokeSessionOf } from './sessions-repository.js';
import { toUserPayload } from './user-payload.js';

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
