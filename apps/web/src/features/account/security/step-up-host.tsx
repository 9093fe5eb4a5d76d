import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setStepUpAsker } from '../../../lib/step-up/step-up-gate';
import type { StepUpPromptProps } from './step-up-prompt';

// Every page mounts the host; the prompt's code arrives only when a step-up is asked for.
const StepUpPrompt = lazy(async () => ({ default: (await import('./step-up-prompt')).StepUpPrompt }));

/**
 * The one step-up prompt the app shell mounts (decision 073): any operation
 * sent through lib/step-up's `withStepUp` that the server answers
 * STEP_UP_REQUIRED opens it, and goes on once it is proved.
 */
/** The account's passkey (decision 076), its code loaded only when the person picks it. */
async function stepUpWithAccountPasskey(): Promise<void> {
  await (await import('./passkeys-api')).stepUpWithPasskey();
}

export function StepUpHost({
  provePasskey = stepUpWithAccountPasskey,
  canUsePasskeys,
}: Pick<StepUpPromptProps, 'provePasskey' | 'canUsePasskeys'>) {
  const [open, setOpen] = useState(false);
  const [accepted, setAccepted] = useState<readonly string[]>([]);
  const settle = useRef<((proved: boolean) => void) | null>(null);

  useEffect(() => {
    const unregister = setStepUpAsker(
      (methods) =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setAccepted(methods);
          setOpen(true);
        }),
    );
    return () => {
      unregister();
      // Whatever was waiting is told no rather than left waiting forever.
      settle.current?.(false);
      settle.current = null;
    };
  }, []);

  const finish = (proved: boolean) => {
    setOpen(false);
    settle.current?.(proved);
    settle.current = null;
  };

  return open ? (
    <Suspense fallback={null}>
      <StepUpPrompt
        onProved={() => finish(true)}
        onCancel={() => finish(false)}
        accepted={accepted}
        provePasskey={provePasskey}
        canUsePasskeys={canUsePasskeys}
      />
    </Suspense>
  ) : null;
}
