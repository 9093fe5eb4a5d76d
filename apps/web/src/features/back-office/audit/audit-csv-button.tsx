import { ApiError } from '../../../lib/api-errors';
import { BackOfficeCsvButton } from '../back-office-csv-button';
import { fetchAuditCsv, type AuditFilter } from './api/back-office-audit-api';

function auditFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'EXPORT_TOO_LARGE') return error.message;
  if (error.status === 401) return null;
  if (error.status === 403) return 'Exporting the audit log is for approvers and admins.';
  if (error.code === 'BAD_USER_INPUT') return `The filters cannot be exported: ${error.message}`;
  return null;
}

/** Saves the current search as CSV under the server's file name (decision 070). */
export function AuditCsvButton({ filter }: { filter: AuditFilter }) {
  return (
    <BackOfficeCsvButton
      label="Download these events (CSV)"
      fetchCsv={() => fetchAuditCsv(filter)}
      specificFailure={auditFailure}
    />
  );
}
