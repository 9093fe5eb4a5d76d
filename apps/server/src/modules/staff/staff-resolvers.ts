import type { FastifyRequest } from 'fastify';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import { createStaffSessionResolver, type RequireStaff } from './require-staff.js';
import { recordStaffAccountEvent } from './staff-account-events.js';
import { clearStaffCookies, setStaffCookies } from './staff-cookies.js';
import type { StaffDeps, StaffRequestMeta } from './staff-deps.js';
import { staffSessionInvalid } from './staff-errors.js';
import type { StaffSessionStore } from './staff-session-store.js';
import { enrol, staffSignIn, viewEnrolment } from './staff-sign-in-service.js';

const metaOf = (request: FastifyRequest): StaffRequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  requestId: request.id,
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
  // Who signed in, enrolled or out, and from where (decision 069).
  const recordOwnEvent = (
    context: GraphqlContext,
    action: 'staff.sign_in' | 'staff.enrol' | 'staff.sign_out',
    account: { id: string; email: string },
    after?: Record<string, unknown>,
  ) =>
    recordStaffAccountEvent(deps.db, {
      occurredAt: deps.now(),
      action,
      staffId: account.id,
      actor: { type: 'staff', staffId: account.id, email: account.email },
      origin: { ip: context.request.ip, requestId: context.request.id },
      ...(after ? { after } : {}),
    });

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
        await recordOwnEvent(context, 'staff.enrol', account, { role: account.role });
        return { email: account.email, role: account.role };
      },
      staffSignIn: async (_parent, args, context) => {
        const account = await staffSignIn(deps, args, metaOf(context.request));
        await startSession(context, account.id);
        await recordOwnEvent(context, 'staff.sign_in', account, { method: 'password_totp' });
        return { email: account.email, role: account.role };
      },
      staffSignOut: async (_parent, _args, context) => {
        const session = await resolveSession(context);
        if (!session.ok) throw staffSessionInvalid();
        await sessions.revoke(session.sessionId);
        clearStaffCookies(context.reply);
        await recordOwnEvent(context, 'staff.sign_out', session.staff);
        return true;
      },
    },
  };
}
