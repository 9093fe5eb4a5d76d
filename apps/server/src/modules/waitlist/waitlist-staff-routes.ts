import type { FastifyInstance } from 'fastify';
import { waitlistCsvPath } from '@waypoint/domain/waitlist/waitlist';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import type { WaitlistDeps } from './waitlist-deps.js';
import { confirmedWaitlistCsv, waitlistStaffRoles } from './waitlist-staff.js';

/**
 * GET /api/v1/ops/waitlist.csv: the confirmed addresses (decision 087), approvers and admins only.
 * The staff check wants the session header too, so the page fetches the file rather than links
 * to it. The file is one read of the list's addresses, on record before the answer leaves.
 */
export async function waitlistStaffRoutes(app: FastifyInstance, deps: WaitlistDeps): Promise<void> {
  app.get(waitlistCsvPath, async (request, reply) => {
    const staff = await deps.requireStaff({ request, reply }, waitlistStaffRoles);
    const csv = await confirmedWaitlistCsv(deps);
    if (csv.ids.length > 0) {
      notePersonalDataRead(request, staff, { type: 'case_list', id: 'ops_waitlist_export' }, [
        'email',
        ...csv.ids.map((id) => `waitlist_entry:${id}`),
      ]);
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8; header=present')
      .header('content-disposition', `attachment; filename="${csv.fileName}"`)
      .header('cache-control', 'no-store')
      .send(csv.body);
  });
}
