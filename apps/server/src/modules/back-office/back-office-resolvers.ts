import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import type { BackOfficeDeps, StaffRole } from './back-office-deps.js';
import { parseQueueQuery, positiveId } from './back-office-input.js';
import { opsQueue } from './back-office-queue.js';
import { applicationNotFound, opsApplication } from './back-office-view.js';

/** Every role may read the queue and an application, and reveal an SSN (decision 031). */
export const backOfficeReadRoles: readonly StaffRole[] = ['reviewer', 'approver', 'admin'];

export function createBackOfficeResolvers(deps: BackOfficeDeps): Resolvers {
  return {
    Query: {
      opsQueue: async (_parent, args, context) => {
        // The staff check comes first: a stranger learns nothing, not even which filters are valid.
        await deps.requireStaff(context, backOfficeReadRoles);
        return opsQueue(deps, parseQueueQuery(args));
      },
      opsApplication: async (_parent, args, context) => {
        await deps.requireStaff(context, backOfficeReadRoles);
        const applicationId = positiveId(args.applicationId);
        if (!applicationId) throw applicationNotFound();
        return opsApplication(deps, applicationId);
      },
    },
    Mutation: {
      opsRevealSsn: async (_parent, args, context) => {
        const staff = await deps.requireStaff(context, backOfficeReadRoles);
        const applicationId = positiveId(args.applicationId);
        if (!applicationId) throw applicationNotFound();
        // The event is written in the reveal's transaction: no SSN leaves unless its reveal is on record.
        return deps.db.transaction(async (tx) => {
          const found = await deps.applications.ssn(tx, applicationId);
          if (!found?.submitted) throw applicationNotFound();
          await appendAuditEvent(tx, {
            occurredAt: deps.now(),
            actor: { type: 'staff', staffId: staff.staffId, email: staff.email },
            action: 'application.ssn_reveal',
            subject: { type: 'application', id: String(applicationId) },
            ip: context.request.ip,
            requestId: context.request.id,
            after: { revealed: found.ssn !== null },
          });
          return found.ssn ?? '';
        });
      },
    },
  };
}
