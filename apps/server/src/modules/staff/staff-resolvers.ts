import type { FastifyRequest } from 'fastify';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import { createStaffSessionResolver, type RequireStaff } from './require-staff.js';
import { clearStaffCookies, setStaffCookies } from './staff-cookies.js';
import type { StaffDeps, StaffRequestMeta } from './staff-deps.js';
import { staffSessionInvalid } from './staff-errors.js';
import type { StaffSessionStore } from './staff-session-store.js';
import { enrol, staffSignIn, viewEnrolment } from './staff-sign-in-service.js';

const metaOf = (request: FastifyRequest): StaffRequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function createStaffResolvers(
  deps: StaffDeps,
  sessions: StaffSessionStore,
  requireStaff: RequireStaff,
): Resolvers {
  const resolveSession = createStaffSessionResolver(sessions);
  const startSession = async (context: GraphqlContext, staffId: string) => {
    const { token, sessionHash } = await sessions.create(staffId, metaOf(context.request));
    setStaffCookies(context.reply, token, sessionHash);
  };

  return {
    Query: {
      staffEnrolment: (_parent, args, context) => viewEnrolment(deps, args.token, metaOf(context.request)),
      currentStaff: async (_parent, _args, context) => {
        const { email, role } = await requireStaff(context);
        return { email, role };
      },
    },
    Mutation: {
      enrolStaff: async (_parent, args, context) => {
        const account = await enrol(deps, args, metaOf(context.request));
        await startSession(context, account.id);
        return { email: account.email, role: account.role };
      },
      staffSignIn: async (_parent, args, context) => {
        const account = await staffSignIn(deps, args, metaOf(context.request));
        await startSession(context, account.id);
        return { email: account.email, role: account.role };
      },
      staffSignOut: async (_parent, _args, context) => {
        const session = await resolveSession(context);
        if (!session.ok) throw staffSessionInvalid();
        await sessions.revoke(session.sessionId);
        clearStaffCookies(context.reply);
        return true;
      },
    },
  };
}
