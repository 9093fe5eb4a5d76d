import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import { auditCsvChunks, checkAuditExportSize } from '../../platform/audit/audit-export.js';
import {
  searchAuditEvents,
  type AuditEventRow,
  type AuditFilter,
  type AuditPaging,
} from '../../platform/audit/audit-search.js';
import type { AuditLogDeps, StaffMember, StaffRole } from './audit-log-deps.js';

/**
 * Decision 028: the log shows colleagues' actions and IPs, so reading it is
 * for those who answer for decisions (approvers) and for admins; a reviewer
 * sees an application's own history in its view, not the whole log.
 */
export const auditSearchRoles: readonly StaffRole[] = ['approver', 'admin'];
export const auditExportRoles: readonly StaffRole[] = ['approver', 'admin'];

/** Where a request came from, for the event that records it. */
export interface RequestOrigin {
  ip: string;
  requestId: string;
}

const auditLogSubject = { type: 'audit_log', id: 'audit_events' };

/** The filter as the log records it: dates as ISO text, nothing left undefined. */
function describeFilter(filter: AuditFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter((entry): entry is [string, string | Date] => entry[1] !== undefined)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** One page of a search; the search itself is written to the log in the same transaction. */
export async function searchAuditLog(
  deps: AuditLogDeps,
  staff: StaffMember,
  filter: AuditFilter,
  paging: AuditPaging,
  origin: RequestOrigin,
): Promise<{ events: AuditEventRow[]; nextCursor: string | null }> {
  return deps.db.transaction(async (tx) => {
    const page = await searchAuditEvents(tx, filter, paging);
    await appendAuditEvent(tx, {
      occurredAt: deps.now(),
      actor: { type: 'staff', staffId: staff.staffId, email: staff.email },
      action: 'audit_log.search',
      subject: auditLogSubject,
      ip: origin.ip,
      requestId: origin.requestId,
      after: { filter: describeFilter(filter), after: paging.after ?? null, returned: page.events.length },
    });
    return page;
  });
}

/**
 * Checks the export's size, records who exported what, and hands back the
 * CSV to stream. The event is written before the first byte goes out: an
 * export that was asked for and started is on the record even if the
 * download is cut.
 */
export async function exportAuditLog(
  deps: AuditLogDeps,
  staff: StaffMember,
  filter: AuditFilter,
  origin: RequestOrigin,
): Promise<{ rows: number; fileName: string; chunks: AsyncGenerator<string> }> {
  const now = deps.now();
  const rows = await checkAuditExportSize(deps.db, filter);
  await appendAuditEvent(deps.db, {
    occurredAt: now,
    actor: { type: 'staff', staffId: staff.staffId, email: staff.email },
    action: 'audit_log.export',
    subject: auditLogSubject,
    ip: origin.ip,
    requestId: origin.requestId,
    after: { filter: describeFilter(filter), rows },
  });
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return { rows, fileName: `audit-events-${stamp}.csv`, chunks: auditCsvChunks(deps.db, filter) };
}
