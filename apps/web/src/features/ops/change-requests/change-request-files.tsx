import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDay } from '../../../lib/dates';
import { fetchChangeRequestFile, type ChangeRequestFile } from './api/ops-change-requests-api';
import { fileTypeLabel } from './change-request-labels';

// What a browser draws in an <img>; a PDF or a HEIC photo is saved instead.
const drawable: readonly string[] = ['image/jpeg', 'image/png'];

// Long enough for the browser to save the file; the page keeps no copy of it after.
const keepDownloadUrlMs = 60_000;

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
 * A PDF (or a HEIC photo) is saved rather than shown: the site's content
 * policy has `frame-src 'none'` and `object-src 'none'`, which a blob: frame
 * or tab inherits, so Chromium's PDF viewer runs in neither; and opening the
 * file's address directly cannot send the staff session header.
 */
function SavedProof({ file }: { file: ChangeRequestFile }) {
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setFailed(false);
    try {
      const url = URL.createObjectURL(await fetchChangeRequestFile(file.id));
      const link = window.document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), keepDownloadUrlMs);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div>
      <p className="ops-muted">
        {file.contentType === 'application/pdf'
          ? 'A PDF cannot be shown inside the back office; download it to read it.'
          : 'This photo format cannot be shown in the browser; download it to view it.'}
      </p>
      <button type="button" className="button button--secondary" onClick={() => void save()}>
        Download {file.fileName}
      </button>
      {failed ? <FormAlert>The file could not be downloaded. Try again.</FormAlert> : null}
    </div>
  );
}

/** The request's proofs, newest first, each shown (an image) or offered to save (a PDF). */
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
          {drawable.includes(file.contentType) ? <ImageProof file={file} /> : <SavedProof file={file} />}
        </li>
      ))}
    </ul>
  );
}
