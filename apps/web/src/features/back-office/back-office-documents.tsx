import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { formatDay } from '../../lib/dates';
import { fetchOpsFile, type OpsDocument } from './api/back-office-applications-api';
import { documentLabel } from './back-office-labels';
import { drawableContentTypes, useStaffFileUrl } from './use-staff-file-url';

const flags: readonly { key: keyof OpsDocument; label: string; good: boolean }[] = [
  { key: 'isRecognized', label: 'Recognised', good: true },
  { key: 'isValid', label: 'Valid', good: true },
  { key: 'isDocumentExpired', label: 'Expired', good: false },
  { key: 'isDocumentMismatch', label: 'Name mismatch', good: false },
];

// Long enough for the browser to save the file; the page keeps no copy of it after.
const keepDownloadUrlMs = 60_000;

function ImageViewer({ document }: { document: OpsDocument }) {
  const file = useStaffFileUrl(document.downloadUrl, (signal) => fetchOpsFile(document.downloadUrl, signal));
  if (file.state === 'loading') return <p className="ops-muted">Loading the image…</p>;
  if (file.state === 'failed')
    return <FormAlert>The image could not be loaded. Reload the page to try again.</FormAlert>;
  return (
    <img
      className="ops-document__image"
      src={file.url}
      alt={`${documentLabel(document.fileType)}: ${document.fileName}`}
    />
  );
}

/**
 * A PDF (or a HEIC photo) is saved rather than shown: the site's content policy has
 * `frame-src 'none'` and `object-src 'none'` (apps/server/src/http/content-security-policy.ts),
 * and a blob: tab inherits it, so Chromium's PDF viewer cannot run in either.
 */
function FileDownload({ document }: { document: OpsDocument }) {
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setFailed(false);
    try {
      const url = URL.createObjectURL(await fetchOpsFile(document.downloadUrl));
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.fileName;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), keepDownloadUrlMs);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div>
      <p className="ops-muted">
        {document.contentType === 'application/pdf'
          ? 'A PDF cannot be shown inside the back office; download it to read it.'
          : 'This photo format cannot be shown in the browser; download it to view it.'}
      </p>
      <button type="button" className="button button--secondary" onClick={() => void save()}>
        Download {document.fileName}
      </button>
      {failed ? <FormAlert>The PDF could not be downloaded. Try again.</FormAlert> : null}
    </div>
  );
}

export function OpsDocuments({ documents }: { documents: OpsDocument[] }) {
  if (documents.length === 0) return <p>No documents uploaded.</p>;
  return (
    <ul className="ops-documents">
      {documents.map((document) => (
        <li key={document.id} className="ops-document">
          <h3>
            {documentLabel(document.fileType)} <span className="ops-muted">{document.fileName}</span>
            {document.isCurrent ? null : <span className="ops-badge"> Replaced</span>}
          </h3>
          <p className="ops-muted">
            Uploaded {formatDay(document.uploadedAt)}, version {document.version}
          </p>
          <ul className="ops-flags" aria-label="Document checks">
            {flags.map(({ key, label, good }) => {
              const set = document[key] === true;
              const fine = set === good;
              return (
                <li key={key} className={fine ? 'ops-flag ops-flag--fine' : 'ops-flag ops-flag--problem'}>
                  {label}: {set ? 'yes' : 'no'}
                </li>
              );
            })}
          </ul>
          {drawableContentTypes.includes(document.contentType) ? (
            <ImageViewer document={document} />
          ) : (
            <FileDownload document={document} />
          )}
        </li>
      ))}
    </ul>
  );
}
