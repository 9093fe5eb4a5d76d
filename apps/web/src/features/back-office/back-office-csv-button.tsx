import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { ApiError, NetworkError } from '../../lib/api-errors';

// Long enough for the browser to save the file; the page keeps no copy of it after.
const keepDownloadUrlMs = 60_000;

export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/** The failures every export shares; `specific` answers first for the ones only its export has. */
function failureText(error: unknown, specific: (error: unknown) => string | null): string {
  const own = specific(error);
  if (own) return own;
  if (error instanceof ApiError && error.status === 401)
    return 'Your back-office session has ended. Sign in again to export.';
  if (error instanceof NetworkError) return 'The export did not reach the server. Check the connection and try again.';
  return 'The export failed. Try again.';
}

/**
 * A back-office export: fetched with the staff header (a plain link could not send it), then handed
 * to the browser under the server's file name.
 */
export function BackOfficeCsvButton({
  label,
  fetchCsv,
  specificFailure,
}: {
  label: string;
  fetchCsv: () => Promise<CsvFile>;
  specificFailure: (error: unknown) => string | null;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { blob, fileName } = await fetchCsv();
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), keepDownloadUrlMs);
    } catch (error) {
      setFailure(failureText(error, specificFailure));
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
        {busy ? 'Preparing the CSV…' : label}
      </button>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  );
}
