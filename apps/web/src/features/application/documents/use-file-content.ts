import { useEffect, useState } from 'react';
import { fetchFileContent, type ApplicationFile } from '../api/application-files';

/** Types a browser may draw as an image; anything else (a PDF) shows an icon. */
export const drawable = (file: ApplicationFile) => file.contentType.startsWith('image/');

/**
 * A blob: URL for an image upload's thumbnail, fetched with the session header
 * (decision 017); null while loading, for a PDF, or when the fetch failed (the
 * icon shows then). The URL is revoked when the thumbnail goes; a stored file
 * never changes (a new upload is a new file), so one fetch per showing is enough.
 */
export function useThumbnailUrl(file: ApplicationFile): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const image = drawable(file);
  useEffect(() => {
    if (!image) return undefined;
    const controller = new AbortController();
    let made: string | null = null;
    fetchFileContent(file.id, controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.id, image]);
  return url;
}

// Long enough for the browser to save the file; the page keeps no copy of it after.
const keepDownloadUrlMs = 60_000;

export type OpenState = { state: 'idle' } | { state: 'failed'; message: string };

/**
 * Saves an upload from the page (decision 017): the file is fetched with the
 * session header and handed to the browser as a download of a blob: URL, so
 * the page never navigates to the file's address (a plain navigation cannot
 * send the header and is refused). Not a new tab: a blob: document inherits
 * the page's content policy, under which Chromium neither styles an image
 * document nor runs its PDF viewer (object-src 'none').
 */
export function useOpenFile() {
  const [status, setStatus] = useState<OpenState>({ state: 'idle' });
  const open = async (file: ApplicationFile) => {
    setStatus({ state: 'idle' });
    try {
      const url = URL.createObjectURL(await fetchFileContent(file.id));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), keepDownloadUrlMs);
    } catch {
      setStatus({ state: 'failed', message: `We could not download ${file.fileName}. Please try again.` });
    }
  };
  return { status, open: (file: ApplicationFile) => void open(file) };
}
