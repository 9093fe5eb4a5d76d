import type { FastifyRequest } from 'fastify';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { AppError } from '../../graphql/app-error.js';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import type { AuthDeps, RequestMeta, SessionStartKind } from './auth-deps.js';
import { requestPasswordReset, resetLinkIsValid, resetPassword } from './password-reset-service.js';
import { register, resendVerification, verifyEmail } from './registration-service.js';
import { clearSessionCookies, readSessionCredentials, setSessionCookies } from './session-cookies.js';
import type { ResolvedSession } from './session-store.js';
import { checkCredentials } from './sign-in-service.js';
import { toUserPayload } from './user-payload.js';

const metaOf = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const withoutUserData = {
  id: null,
  firstName: null,
  lastName: null,
  email: null,
  role: null,
  token: null,
  inviteCode: null,
  isCardHolder: null,
};

export const sessionExpired = () => new AppError('UNAUTHENTICATED', 'Your session has expired', 401);
const passkeyRequired = () =>
  new AppError('PASSKEY_REQUIRED', 'This account signs in with its passkey too. Confirm with your passkey.', 401);

/**
 * Resolves the caller's session from the token cookie and the per-session hash
 * header. Takes a GraphQL context or a plain route's request and reply alike.
 */
export function createSessionResolver(deps: Pick<AuthDeps, 'sessions'>) {
  return async (context: Pick<GraphqlContext, 'request' | 'reply'>): Promise<ResolvedSession> => {
    const { token, headerHash } = readSessionCredentials(context.request);
    const session = await deps.sessions.resolve(token, headerHash);
    // Only a session that is really over (revoked, unknown or past its limits) loses its cookies. A request
    // that merely lacks the hash header (a plain link or navigation to a protected route) proves nothing
    // about the session and must not end it: it is refused with 401 and the page's session goes on.
    if (!session.ok && (session.reason === 'unknown' || session.reason === 'expired'))
      clearSessionCookies(context.reply);
    return session;
  };
}

export function createAuthResolvers(deps: AuthDeps): Resolvers {
  const resolveSession = createSessionResolver(deps);

  const startSession = async (
    context: GraphqlContext,
    userId: string,
    clientTokenId: string | null | undefined,
    kind: SessionStartKind,
  ) => {
    const meta = metaOf(context.request);
    const { token, sessionHash, sessionId } = await deps.sessions.create(userId, { ...meta, clientTokenId });
    setSessionCookies(context.reply, token, sessionHash);
    await deps.signInHooks?.sessionStarted(context, { userId, sessionId, kind });
    return sessionHash;
  };

  return {
    Query: {
      checkSession: async (_parent, _args, context) => ({ sessionIsValid: (await resolveSession(context)).ok }),
      login: async (_parent, args, context) => {
        const user = await checkCredentials(deps, args, metaOf(context.request));
        // The account's second factor (decision 076): the web answers this code with the passkey prompt.
        if (await deps.signInHooks?.passkeyAfterPassword(user.id)) throw passkeyRequired();
        return toUserPayload(user, await startSession(context, user.id, args.tokenId, 'password'));
      },
      checkToken: async (_parent, args, context) => {
        const session = await resolveSession(context);
        if (!session.ok) throw sessionExpired();
        const { token } = readSessionCredentials(context.request);
        // Renew the two-hour cookies on use; the server-side idle and absolute limits still apply.
        if (token) setSessionCookies(context.reply, token, session.sessionHash);
        if (args.returnUserData === false) return { ...withoutUserData, isSessionValid: true };
        return { ...toUserPayload(session.user, session.sessionHash), isSessionValid: true };
      },
      emailVerification: async (_parent, args, context) => {
        const user = await verifyEmail(deps, args.verificationHash);
        const session = await resolveSession(context);
        return toUserPayload(user, session.ok && session.user.id === user.id ? session.sessionHash : '');
      },
      resendVerificationEmail: (_parent, args, context) =>
        resendVerification(deps, args.email, metaOf(context.request)),
      forgotPassword: (_parent, args, context) =>
        requestPasswordReset(deps, args.email, args.recaptchaToken, metaOf(context.request)),
    },
    Mutation: {
      register: async (_parent, args, context) => {
        const { cookies } = context.request;
        const visit = {
          anonymousID: args.anonymousID ?? cookies[sessionTransport.anonymousIdCookie] ?? null,
          sessionID: args.sessionID ?? cookies[sessionTransport.sessionIdCookie] ?? null,
        };
        const user = await register(deps, { ...args, ...visit }, metaOf(context.request));
        return toUserPayload(user, await startSession(context, user.id, args.tokenId, 'registration'));
      },
      resetPassword: async (_parent, args, context) => {
        if (args.newPassword != null) {
          const session = await resolveSession(context);
          return resetPassword(deps, args.hash, args.newPassword, session.ok ? session.sessionId : undefined);
        }
        if (args.verifyHash) return resetLinkIsValid(deps, args.hash);
        throw new AppError(
          'BAD_USER_INPUT',
          'Send newPassword to set a password, or verifyHash: true to check a link.',
        );
      },
      logout: async (_parent, _args, context) => {
        const session = await resolveSession(context);
        if (!session.ok) throw sessionExpired();
        await deps.sessions.revoke(session.sessionId);
        clearSessionCookies(context.reply);
        return true;
      },
    },
  };
}
