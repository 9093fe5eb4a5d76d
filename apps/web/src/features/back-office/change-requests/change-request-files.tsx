import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDay } from '../../../lib/dates';
import { drawableContentTypes, useStaffFileUrl } from '../use-staff-file-url';
import { fetchChangeRequestFile, type ChangeRequestFile } from './api/back-office-change-requests-api';
import { fileTypeLabel } from './change-request-labels';

function ImageProof({ file }: { file: ChangeRequestFile }) {
  const shown = useStaffFileUrl(`change-request-file:${file.id}`, (signal) => fetchChangeRequestFile(file.id, signal));
  if (shown.state === 'loading') return <p className="ops-muted">Loading the image…</p>;
  if (shown.state === 'failed')
    return <FormAlert>The image could not be loaded. Reload the page to try again.</FormAlert>;
  return (
    <img className="ops-document__image" src={shown.url} alt={`${fileTypeLabel(file.fileType)}: ${file.fileName}`} />
  );
}

/**
 * A PDF opens in a new tab, in the browser's own viewer: it cannot be framed
 * in the page (the site's policy has `frame-src 'none'`), and the file's
 * address cannot be opened directly, since the staff session header cannot
 * go with a plain navigation; so the tab gets the bytes as a blob: URL. The
 * tab is opened at the click (a popup blocker lets that through) and pointed
 * at the file once it arrives. A HEIC photo, which browsers do not draw, and
 * a PDF alike can be saved.
 */
function OpenedProof({ file }: { file: ChangeRequestFile }) {
  const [failed, setFailed] = useState(false);
  const made = useRef<string[]>([]);
  useEffect(() => {
    const urls = made.current;
    // The tabs read their file once; what stays is freed when the page goes.
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const blobUrl = async () => {
    const url = URL.createObjectURL(await fetchChangeRequestFile(file.id));
    made.current.push(url);
    return url;
  };
  const open = async () => {
    setFailed(false);
    const tab = window.open('', '_blank');
    if (!tab) {
      setFailed(true);
      return;
    }
    try {
      tab.location.href = await blobUrl();
    } catch {
      tab.close();
      setFailed(true);
    }
  };
  const save = async () => {
    setFailed(false);
    try {
      const link = window.document.createElement('a');
      link.href = await blobUrl();
      link.download = file.fileName;
      link.click();
    } catch {
      setFailed(true);
    }
  };
  const pdf = file.contentType === 'application/pdf';
  return (
    <div>
      <p className="ops-muted">
        {pdf
          ? 'The PDF opens in a new tab, in the browser’s viewer.'
          : 'This photo format cannot be shown in the browser; download it to view it.'}
      </p>
      <div className="ops-actions-row">
        {pdf ? (
          <button type="button" className="button button--secondary" onClick={() => void open()}>
            Open {file.fileName}
            <span className="ops-visually-hidden"> in a new tab</span>
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => void save()}>
          Download {file.fileName}
        </button>
      </div>
      {failed ? <FormAlert>The file could not be opened. Try again, or download it.</FormAlert> : null}
    </div>
  );
}

/** The request's proofs, newest first: an image shown in the page, a PDF opened in a new tab. */
export function ChangeRequestFiles({ files }: { files: readonly ChangeRequestFile[] }) {
  if (files.length === 0) return <p>No documents.</p>;
  return (
    <ul className="ops-documents">
      {files.map((file) => (
        <li key={file.id} className="ops-document">
          <h3>
            {fileTypeLabel(file.fileType)} <span className="ops-muted">{file.fileName}</span>
          </h3>
          <p className="ops-muted">
            Uploaded {formatDay(file.uploadedAt)}, version {file.version}
          </p>
          {drawableContentTypes.includes(file.contentType) ? <ImageProof file={file} /> : <OpenedProof file={file} />}
        </li>
      ))}
    </ul>
  );
}
