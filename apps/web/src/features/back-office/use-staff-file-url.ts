import { useEffect, useState } from 'react';

/** What a browser draws in an <img>; a HEIC photo or a PDF is opened or saved instead. */
export const drawableContentTypes: readonly string[] = ['image/jpeg', 'image/png'];

export type StaffFileState = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/**
 * A staff file's bytes as a blob: URL, fetched by `load` with the staff
 * session header (a plain `src` of the file's address cannot send it).
 * Revoked when the viewer goes; a stored file never changes, so one fetch per
 * showing, keyed by `key`.
 */
export function useStaffFileUrl(key: string, load: (signal: AbortSignal) => Promise<Blob>): StaffFileState {
  const [file, setFile] = useState<StaffFileState>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    load(controller.signal)
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
    // The key names the file; `load` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return file;
}
