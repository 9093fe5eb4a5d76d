import { ApiError } from '../../../lib/api-errors';
import { BackOfficeCsvButton } from '../back-office-csv-button';
import { fetchWaitlistCsv } from './ops-waitlist-api';

function waitlistFailure(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 403) return 'Exporting the waitlist is for approvers and admins.';
  return null;
}

/** Saves the confirmed addresses as CSV under the server's file name (decision 087). */
export function WaitlistCsvButton() {
  return (
    <BackOfficeCsvButton
      label="Download confirmed addresses (CSV)"
      fetchCsv={fetchWaitlistCsv}
      specificFailure={waitlistFailure}
    />
  );
}
