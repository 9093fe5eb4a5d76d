import type { AuditEvent, Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { AuditEventRow } from '../../platform/audit/audit-search.js';
import type { AuditLogDeps } from './audit-log-deps.js';
import { parseAuditFilter, parseAuditPaging } from './audit-log-input.js';
import { auditSearchRoles, searchAuditLog } from './audit-log-service.js';

function auditEventView(row: AuditEventRow): AuditEvent {
  return {
    id: String(row.id),
    occurredAt: row.occurredAt.toISOString(),
    actorType: row.actorType,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    ip: row.ip,
    requestId: row.requestId,
    before: row.before === null ? null : JSON.stringify(row.before),
    after: row.after === null ? null : JSON.stringify(row.after),
  };
}

export function createAuditLogResolvers(deps: AuditLogDeps): Resolvers {
  return {
    Query: {
      auditEvents: async (_parent, args, context) => {
        // The staff check comes first: a stranger learns nothing, not even what a filter may hold.
        const staff = await deps.requireStaff(context, auditSearchRoles);
        const filter = parseAuditFilter(args.filter);
        const paging = parseAuditPaging({ after: args.after, first: args.first });
        const page = await searchAuditLog(deps, staff, filter, paging, {
          ip: context.request.ip,
          requestId: context.request.id,
        });
        return { events: page.events.map(auditEventView), nextCursor: page.nextCursor };
      },
    },
  };
}
