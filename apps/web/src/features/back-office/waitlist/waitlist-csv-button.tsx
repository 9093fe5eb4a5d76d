import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { fetchWaitlistCsv } from './ops-waitlist-api';

// Long enough for the browser to save the file; the page keeps no copy of it after.
const keepDownloadUrlMs = 60_000;

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401)
    return 'Your back-office session has ended. Sign in again to export.';
  if (error instanceof ApiError && error.status === 403) return 'Exporting the waitlist is for approvers and admins.';
  if (error instanceof NetworkError) return 'The export did not reach the server. Check the connection and try again.';
  return 'The export failed. Try again.';
}

/** Saves the confirmed addresses as CSV under the server's file name (decision 087): fetched with the staff header. */
export function WaitlistCsvButton() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { blob, fileName } = await fetchWaitlistCsv();
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), keepDownloadUrlMs);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ops-audit-export">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        onClick={() => void save()}
      >
        {busy ? 'Preparing the CSV…' : 'Download confirmed addresses (CSV)'}
      </button>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  );
}
