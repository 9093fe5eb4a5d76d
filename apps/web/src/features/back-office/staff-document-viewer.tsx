import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';

/**
 * What the page shows itself (decision 071): photos in an <img>, PDFs in the browser's own viewer
 * in a frame (the content policy allows `frame-src blob:` for it). Anything else (a HEIC photo,
 * which browsers do not draw) is downloaded.
 */
const shownAs: Readonly<Record<string, 'image' | 'pdf'>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'application/pdf': 'pdf',
};

export interface StaffDocument {
  fileName: string;
  contentType: string;
  /** What the document is ("Passport", "Proof of address"): the frame's title and the image's text. */
  label: string;
}

type FileState = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

// Long enough for the browser to start saving the file.
const keepDownloadUrlMs = 60_000;

/**
 * One staff file, application document or change-request proof alike, fetched only when staff
 * choose to view or download it: reading a file is an audited read, so a page that lists ten
 * documents reads none of them until asked (decision 071). The bytes come with the staff session
 * header (`load`), since a plain `src` cannot send it, and are kept as one blob: URL, retyped to the
 * stored type, while the page is open: hiding and showing again, or downloading after viewing, does
 * not read the file twice.
 */
export function StaffDocumentViewer({
  document,
  load,
}: {
  document: StaffDocument;
  load: (signal?: AbortSignal) => Promise<Blob>;
}) {
  const [file, setFile] = useState<FileState>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const made = useRef<string | null>(null);
  const loading = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      loading.current?.abort();
      if (made.current) window.setTimeout((url: string) => URL.revokeObjectURL(url), keepDownloadUrlMs, made.current);
    },
    [],
  );
  const kind = shownAs[document.contentType];

  const fileUrl = async (): Promise<string | null> => {
    if (made.current) return made.current;
    const controller = new AbortController();
    loading.current = controller;
    setFile({ state: 'loading' });
    try {
      const bytes = await load(controller.signal);
      // Typed from the stored type, never the answer's: a frame draws a PDF as a PDF and nothing else.
      const url = URL.createObjectURL(new Blob([bytes], { type: document.contentType }));
      made.current = url;
      setFile({ state: 'ready', url });
      return url;
    } catch {
      if (!controller.signal.aborted) setFile({ state: 'failed' });
      return null;
    }
  };

  const view = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    if (await fileUrl()) setOpen(true);
  };

  const download = async () => {
    const url = await fileUrl();
    if (!url) return;
    const link = window.document.createElement('a');
    link.href = url;
    link.download = document.fileName;
    link.click();
  };

  const busy = file.state === 'loading';
  const title = `${document.label}: ${document.fileName}`;
  return (
    <div>
      {kind ? null : (
        <p className="ops-muted">This file type cannot be shown in the browser; download it to view it.</p>
      )}
      <div className="ops-actions-row">
        {kind ? (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={open}
            disabled={busy}
            onClick={() => void view()}
          >
            {open ? 'Hide' : 'View'} {document.fileName}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void download()}>
          Download {document.fileName}
        </button>
      </div>
      {busy ? (
        <p className="ops-muted" role="status">
          Loading {document.fileName}…
        </p>
      ) : null}
      {file.state === 'failed' ? <FormAlert>The file could not be loaded. Try again.</FormAlert> : null}
      {open && file.state === 'ready' && kind === 'image' ? (
        <img className="ops-document__image" src={file.url} alt={title} />
      ) : null}
      {open && file.state === 'ready' && kind === 'pdf' ? (
        <iframe className="ops-document__frame" src={file.url} title={title} />
      ) : null}
    </div>
  );
}
