import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDay } from '../../../lib/dates';
import { fetchChangeRequestFile, type ChangeRequestFile } from './api/ops-change-requests-api';
import { fileTypeLabel } from './change-request-labels';

// What a browser draws in an <img>; a PDF opens in a tab of its own, a HEIC photo is saved.
const drawable: readonly string[] = ['image/jpeg', 'image/png'];

type FileState = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/**
 * The proof's bytes as a blob: URL, fetched with the staff session header
 * (a plain `src` cannot send it), revoked when the viewer goes.
 */
function useFileUrl(fileId: number): FileState {
  const [file, setFile] = useState<FileState>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchChangeRequestFile(fileId, controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setFile({ state: 'ready', url: made });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFile({ state: 'failed' });
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId]);
  return file;
}

function ImageProof({ file }: { file: ChangeRequestFile }) {
  const shown = useFileUrl(file.id);
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
          {drawable.includes(file.contentType) ? <ImageProof file={file} /> : <OpenedProof file={file} />}
        </li>
      ))}
    </ul>
  );
}
