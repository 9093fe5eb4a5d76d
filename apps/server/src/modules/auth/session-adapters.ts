import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../graphql/app-error.js';
import type { Clock } from '../../platform/clock.js';
import type { AuthDeps } from './auth-deps.js';
import { createSessionResolver } from './auth-resolvers.js';
import { readSessionCredentials } from './session-cookies.js';
import type { ResolvedSession, SessionWriteGuess } from './session-store.js';
import { sessionWriteGuard } from './sessions-repository.js';

/** A request's session credentials: a GraphQL context or a plain route's request and reply. */
export interface SessionScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

export type LiveSession = Extract<ResolvedSession, { ok: true }>;

/**
 * The one family of session adapters the composition hands to the modules (modules do
 * not import auth). Each adapter is the caller as a module needs them; every
 * required one refuses a missing or ended session the same way.
 */
export function createSessionAdapters(auth: Pick<AuthDeps, 'sessions'>, clock: Clock) {
  const resolveSession = createSessionResolver(auth);

  const requireSession = async (scope: SessionScope): Promise<LiveSession> => {
    const session = await resolveSession(scope);
    // product-rules#save-errors: the web re-checks the session when a save error carries this text.
    if (!session.ok) {
      throw new AppError('APPLICATION_SESSION_INVALID', 'APPLICATION_SESSION_INVALID: please sign in again.', 401);
    }
    return session;
  };

  /** A required session, seen through `view`: the one way to write another adapter. */
  const requireAs =
    <T>(view: (session: LiveSession) => T) =>
    async (scope: SessionScope): Promise<T> =>
      view(await requireSession(scope));

  return {
    resolve: resolveSession,
    require: requireSession,
    requireAs,
    /** Who is signed in, as an id. */
    userId: requireAs(({ user }) => user.id),
    /** Who is signed in, as `{ userId }`. */
    user: requireAs(({ user }) => ({ userId: user.id })),
    /** An applicant: the name documents are compared with, the address and the session the draft save uses. */
    applicant: requireAs(({ sessionId, user }) => ({
      userId: user.id,
      sessionId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: user.emailVerifiedAt !== null,
    })),
    /** A member, with the codes referrals show. */
    member: requireAs(({ user }) => ({ userId: user.id, inviteCode: user.inviteCode, promoCode: user.promoCode })),
    /**
     * A write that checks its session in its own statement (decision 092): `guess` is who the
     * request's session was when this server last found it live (undefined: resolve it as usual),
     * and `guardOf` the SQL that makes the write happen only while it still is, extending it.
     */
    sessionWrites: {
      guess: (scope: Pick<SessionScope, 'request'>): SessionWriteGuess | undefined => {
        const { token, headerHash } = readSessionCredentials(scope.request);
        return auth.sessions.writeGuess(token, headerHash, clock.now());
      },
      guardOf: sessionWriteGuard,
    },
    /** The signed-in user's id or null, for what works signed out too (the contact form). */
    optionalUserId: async (scope: SessionScope): Promise<string | null> => {
      const session = await resolveSession(scope);
      return session.ok ? session.user.id : null;
    },
    /**
     * The signed-in user's id or null for telemetry: a beacon cannot send the per-session header, so its body
     * may carry the hash; and telemetry names the user but is not activity, so it never keeps an idle session alive.
     */
    telemetryUserId: async (request: FastifyRequest, bodySessionHash: string | undefined): Promise<string | null> => {
      const { token, headerHash } = readSessionCredentials(request);
      const session = await auth.sessions.resolve(token, headerHash ?? bodySessionHash, clock.now(), {
        touch: false,
      });
      return session.ok ? session.user.id : null;
    },
  };
}

export type SessionAdapters = ReturnType<typeof createSessionAdapters>;
