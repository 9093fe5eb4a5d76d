import { isWaitlistStatus } from '@waypoint/domain/waitlist/waitlist';
import { badUserInput } from '../../graphql/app-error.js';
import { csvRecord } from '../../platform/audit/audit-csv.js';
import type { StaffRole, WaitlistDeps } from './waitlist-deps.js';
import { confirmedEntries, entriesPage, statusCounts } from './waitlist-repository.js';

/**
 * The back office's waitlist (decision 087): a marketing list, not casework, so it is for the
 * leads who decide when invitations go out (approvers and admins), as the audit log is.
 */
export const waitlistStaffRoles: readonly StaffRole[] = ['approver', 'admin'];

const pageSizeDefault = 25;

export async function opsWaitlistPage(
  deps: Pick<WaitlistDeps, 'db'>,
  args: { status?: string | null; page?: number | null; pageSize?: number | null },
) {
  const status = args.status && args.status !== '' ? args.status : null;
  if (status !== null && !isWaitlistStatus(status)) {
    throw badUserInput([{ path: ['status'], message: 'Choose pending, confirmed or unsubscribed' }]);
  }
  const page = Math.max(1, Math.floor(args.page ?? 1));
  const pageSize = Math.min(100, Math.max(1, Math.floor(args.pageSize ?? pageSizeDefault)));
  const found = await entriesPage(deps.db, { status, limit: pageSize, offset: (page - 1) * pageSize });
  return {
    items: found.rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      joinedAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    total: found.total,
    page,
    pageSize,
    counts: await statusCounts(deps.db),
  };
}

export const waitlistCsvColumns = ['email', 'confirmed_at', 'joined_at'] as const;

/**
 * The confirmed addresses as CSV (RFC 4180, CRLF), the ones invitations go to. Each cell is
 * CSV-injection safe: one a spreadsheet would take for a formula (= + - @, tab, CR) gets a
 * leading `'` (platform/audit/audit-csv.ts).
 */
export async function confirmedWaitlistCsv(deps: Pick<WaitlistDeps, 'db' | 'now'>) {
  const rows = await confirmedEntries(deps.db);
  const body = [
    csvRecord([...waitlistCsvColumns]),
    ...rows.map((row) => csvRecord([row.email, row.confirmedAt?.toISOString() ?? null, row.createdAt.toISOString()])),
  ].join('');
  const stamp = deps
    .now()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return { body, ids: rows.map((row) => row.id), fileName: `waitlist-confirmed-${stamp}.csv` };
}
