import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { sessionHeaders } from '../../lib/api-client';
import { fetchFileBlob } from '../../lib/file-download';

// Long enough for the browser to save the file; the page keeps no copy of it after.
const keepDownloadUrlMs = 60_000;

/**
 * The stored notice as a download (decision 033). The PDF is fetched with the
 * session header and handed to the browser as a blob: URL: a plain link
 * cannot send the header, and the notice route refuses it (decision 017).
 * `label`: the button's words, distinct for each notice where a page lists several.
 */
export function NoticeDownload({ url, label = 'Download your notice (PDF)' }: { url: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const save = async () => {
    setState('busy');
    try {
      const blobUrl = URL.createObjectURL(await fetchFileBlob(url, sessionHeaders()));
      const link = document.createElement('a');
      link.href = blobUrl;
      link.download = url.split('/').pop() ?? 'notice.pdf';
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(blobUrl), keepDownloadUrlMs);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <p>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={state === 'busy'}
          onClick={() => {
            if (state !== 'busy') void save();
          }}
        >
          {label}
        </button>
      </p>
      <div aria-live="polite">
        {state === 'failed' ? <FormAlert>We could not download your notice. Please try again.</FormAlert> : null}
      </div>
    </>
  );
}
