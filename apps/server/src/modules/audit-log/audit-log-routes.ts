import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AuditLogDeps } from './audit-log-deps.js';
import { parseAuditFilter } from './audit-log-input.js';
import { auditExportRoles, exportAuditLog } from './audit-log-service.js';

export const auditCsvPath = '/api/v1/ops/audit.csv';

/**
 * GET /api/v1/ops/audit.csv?actor=…&action=…&subjectType=…&subjectId=…&subjectIdContains=…&from=…&to=…:
 * the search's events as CSV (decision 028), approvers and admins only,
 * streamed, at most `auditExportRowsMax` rows. Each export is audited. The staff
 * check wants the session header too, so the page fetches the file rather than links to it.
 */
export async function auditLogRoutes(app: FastifyInstance, deps: AuditLogDeps): Promise<void> {
  app.get(auditCsvPath, async (request, reply) => {
    const staff = await deps.requireStaff({ request, reply }, auditExportRoles);
    const filter = parseAuditFilter(request.query as object);
    const csv = await exportAuditLog(deps, staff, filter, { ip: request.ip, requestId: request.id });
    return reply
      .header('content-type', 'text/csv; charset=utf-8; header=present')
      .header('content-disposition', `attachment; filename="${csv.fileName}"`)
      .header('cache-control', 'no-store')
      .header('x-audit-export-rows', String(csv.rows))
      .send(Readable.from(csv.chunks));
  });
}
