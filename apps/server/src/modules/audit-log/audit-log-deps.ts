import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';

/** A request's credentials: a GraphQL context or a route's request and reply. */
export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

export type StaffRole = 'reviewer' | 'approver' | 'admin';

/** The signed-in staff member a check let through. */
export interface StaffMember {
  staffId: string;
  email: string;
  role: string;
}

/** What the audit-log module needs from the rest of the server (wired in the composition). */
export interface AuditLogDeps {
  db: Db;
  /**
   * The staff sign-in check: resolves to the staff member, or throws the
   * refusal (no staff session, or a role not in `roles`). An applicant's
   * session is never a staff one.
   */
  requireStaff(scope: RequestScope, roles?: readonly StaffRole[]): Promise<StaffMember>;
  now(): Date;
}
