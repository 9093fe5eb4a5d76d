import { useEffect, useRef, useState } from 'react';
import type { ActionFailure } from './action-form-kit';

/**
 * A refused action, announced and focused when it appears (remount it with a
 * new key to focus it again). A stale view offers a reload that keeps the form
 * as typed: only the application above it is fetched again.
 */
export function ActionFailureAlert({
  failure,
  onReload,
}: {
  failure: Exclude<ActionFailure, { kind: 'field' }>;
  onReload: () => Promise<unknown>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [reloaded, setReloaded] = useState<'no' | 'busy' | 'yes'>('no');
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const reload = async () => {
    setReloaded('busy');
    await onReload().catch(() => undefined);
    setReloaded('yes');
  };
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="form-alert form-alert--error ops-action-failure">
      <p>{failure.text}</p>
      {failure.kind === 'stale' ? (
        reloaded === 'yes' ? (
          <p>Reloaded. Check what changed above, then send again.</p>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={reloaded === 'busy' || undefined}
            onClick={() => void (reloaded === 'busy' ? undefined : reload())}
          >
            {reloaded === 'busy' ? 'Reloading…' : 'Reload the application'}
          </button>
        )
      ) : null}
    </div>
  );
}
