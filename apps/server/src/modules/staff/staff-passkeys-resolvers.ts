import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@waypoint/domain/staff/staff-access';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import { createStaffSessionResolver, type RequireStaff, type StaffCaller } from './require-staff.js';
import { setStaffCookies } from './staff-cookies.js';
import { staffSessionInvalid } from './staff-errors.js';
import type { StaffPasskey } from './staff-passkeys-repository.js';
import {
  addPasskey,
  listOwnPasskeys,
  passkeyRegistrationOptions,
  passkeySignIn,
  passkeySignInOptions,
  removePasskey,
  renamePasskey,
  type AuditedRequest,
  type StaffPasskeyDeps,
} from './staff-passkeys-service.js';
import type { StaffSessionStore } from './staff-session-store.js';
import {
  listAllSessions,
  listOwnSessions,
  signOutEverywhere,
  signOutOtherSessions,
  type StaffSessionView,
} from './staff-sessions-service.js';

const requestOf = (request: FastifyRequest): AuditedRequest => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  requestId: request.id,
});

const passkeyView = (passkey: StaffPasskey) => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});

const sessionView = (session: StaffSessionView) => ({
  ...session,
  startedAt: session.startedAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
});

/** Staff passkeys and the session lists (decision 072). */
export function createStaffPasskeysResolvers(
  deps: StaffPasskeyDeps,
  sessions: StaffSessionStore,
  requireStaff: RequireStaff,
): Resolvers {
  const resolveSession = createStaffSessionResolver(sessions);
  // The one gate (its role refusals are on record), and the session's id, which "this session" needs.
  const staffSession = async (
    context: GraphqlContext,
    roles?: readonly StaffRole[],
  ): Promise<{ caller: StaffCaller; sessionId: string }> => {
    const caller = await requireStaff(context, roles);
    const session = await resolveSession(context);
    if (!session.ok) throw staffSessionInvalid();
    return { caller, sessionId: session.sessionId };
  };

  return {
    Query: {
      myStaffPasskeys: async (_parent, _args, context) => {
        const { caller } = await staffSession(context);
        return (await listOwnPasskeys(deps, caller)).map(passkeyView);
      },
      myStaffSessions: async (_parent, _args, context) => {
        const { caller, sessionId } = await staffSession(context);
        return (await listOwnSessions(deps, caller, sessionId)).map(sessionView);
      },
      staffSessions: async (_parent, _args, context) => {
        const { sessionId } = await staffSession(context, ['admin']);
        return (await listAllSessions(deps, sessionId)).map(sessionView);
      },
    },
    Mutation: {
      staffPasskeyRegistrationOptions: async (_parent, _args, context) => {
        const { caller } = await staffSession(context);
        return passkeyRegistrationOptions(deps, caller);
      },
      addStaffPasskey: async (_parent, args, context) => {
        const { caller } = await staffSession(context);
        return passkeyView(await addPasskey(deps, caller, args, requestOf(context.request)));
      },
      renameStaffPasskey: async (_parent, args, context) => {
        const { caller } = await staffSession(context);
        return passkeyView(await renamePasskey(deps, caller, args));
      },
      removeStaffPasskey: async (_parent, args, context) => {
        const { caller } = await staffSession(context);
        await removePasskey(deps, caller, args.id, requestOf(context.request));
        return true;
      },
      staffPasskeySignInOptions: (_parent, _args, context) => passkeySignInOptions(deps, requestOf(context.request)),
      staffPasskeySignIn: async (_parent, args, context) => {
        const account = await passkeySignIn(deps, args.response, requestOf(context.request));
        // The same session as a password sign-in: its cookies, header and limits (staff-session-store.ts).
        const { token, sessionHash } = await sessions.create(account.id, requestOf(context.request));
        setStaffCookies(context.reply, token, sessionHash);
        return { email: account.email, role: account.role };
      },
      staffSignOutOtherSessions: async (_parent, _args, context) => {
        const { caller, sessionId } = await staffSession(context);
        return signOutOtherSessions(deps, caller, sessionId);
      },
      staffSignOutEverywhere: async (_parent, args, context) => {
        const { caller } = await staffSession(context, ['admin']);
        return signOutEverywhere(deps, caller, args.staffId, requestOf(context.request));
      },
    },
  };
}
