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

// Long enough for the new tab to load the file; the page keeps no copy of it after.
const keepOpenedUrlMs = 60_000;

export type OpenState = { state: 'idle' } | { state: 'failed'; message: string } | { state: 'blocked'; url: string };

/**
 * Opens an upload in a new tab from the page: the file is fetched with the
 * session header and shown from a blob: URL, so neither the tab nor the page
 * ever navigates to the file's address (a plain navigation cannot send the
 * header and is refused). The tab opens on the click, while the browser still
 * counts it as the person's, and gets the file when it has arrived.
 */
export function useOpenFile() {
  const [status, setStatus] = useState<OpenState>({ state: 'idle' });
  const open = async (file: ApplicationFile) => {
    setStatus({ state: 'idle' });
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await fetchFileContent(file.id));
      window.setTimeout(() => URL.revokeObjectURL(url), keepOpenedUrlMs);
      if (tab) tab.location.href = url;
      else setStatus({ state: 'blocked', url });
    } catch {
      tab?.close();
      setStatus({ state: 'failed', message: `We could not open ${file.fileName}. Please try again.` });
    }
  };
  return { status, open: (file: ApplicationFile) => void open(file) };
}
