import { useState } from 'react';

/**
 * One row's button in a passkey or session list: busy while it runs (a second press does
 * nothing), and on a failure the row says why in the host's words and the button is free again.
 * On success the host's refreshed list drops or redraws the row, so busy stays until then.
 */
export function useRowAction(run: () => Promise<void>, failureText: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
    }
  };
  return { busy, failure, start };
}
