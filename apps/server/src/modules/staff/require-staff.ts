import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@waypoint/domain/staff/staff-access';
import { clearStaffCookies, readStaffCredentials } from './staff-cookies.js';
import { staffForbidden, staffSessionInvalid } from './staff-errors.js';
import type { ResolvedStaffSession, StaffSessionStore } from './staff-session-store.js';

/** A request's staff credentials: a GraphQL context or a plain route's request and reply. */
export interface StaffScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface StaffCaller {
  staffId: string;
  email: string;
  role: StaffRole;
}

export type RequireStaff = (scope: StaffScope, roles?: readonly StaffRole[]) => Promise<StaffCaller>;

/** The staff session a request carries; a session that is really over loses its cookies. */
export function createStaffSessionResolver(sessions: StaffSessionStore) {
  return async (scope: StaffScope): Promise<ResolvedStaffSession> => {
    const { token, headerHash } = readStaffCredentials(scope.request);
    const session = await sessions.resolve(token, headerHash);
    if (!session.ok && (session.reason === 'unknown' || session.reason === 'expired')) clearStaffCookies(scope.reply);
    return session;
  };
}

/**
 * The one gate of every back-office operation (decision 029): a live staff
 * session, or STAFF_SESSION_INVALID (an applicant's session is none); with
 * `roles`, one of them, or STAFF_FORBIDDEN. the composition hands it to the modules
 * that serve staff.
 */
export function createRequireStaff(
  sessions: StaffSessionStore,
  /** Records a role refusal outside any transaction (decision 069); a missing session is not recorded. */
  recordForbidden?: (scope: StaffScope, caller: StaffCaller, roles: readonly StaffRole[]) => Promise<void>,
): RequireStaff {
  const resolve = createStaffSessionResolver(sessions);
  return async (scope, roles) => {
    const session = await resolve(scope);
    if (!session.ok) throw staffSessionInvalid();
    const { id, email, role } = session.staff;
    const caller = { staffId: id, email, role };
    if (roles && !roles.includes(role)) {
      await recordForbidden?.(scope, caller, roles);
      throw staffForbidden();
    }
    return caller;
  };
}
