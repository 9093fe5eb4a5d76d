import type { Mounted } from '../../platform/module-host.js';
import type { AuditLogDeps } from './audit-log-deps.js';
import { createAuditLogResolvers } from './audit-log-resolvers.js';
import { auditLogRoutes } from './audit-log-routes.js';

/** The audit log's staff side (decision 028): the `auditEvents` search and the CSV export. */
export async function registerAuditLog({ host, ...deps }: Mounted<AuditLogDeps>): Promise<void> {
  await auditLogRoutes(host.http, deps);
  host.addResolvers(createAuditLogResolvers(deps));
}
