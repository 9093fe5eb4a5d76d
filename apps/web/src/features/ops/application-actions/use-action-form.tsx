import { useRef, useState } from 'react';
import type { OpsApplication } from '../api/ops-applications-api';
import type { OpsActionResult } from '../api/ops-staff-actions-api';
import { ActionFailureAlert } from './action-failure-alert';
import { actionFailureOf, type ActionFailure } from './action-form-kit';

export interface ActionFormProps {
  application: OpsApplication;
  /** After a success: say `message` and load the application again (its version and status moved on). */
  onDone: (message: string) => Promise<void>;
  /** Load the application again after a stale-view refusal, keeping the form. */
  onReload: () => Promise<unknown>;
}

/**
 * Sends one staff action and sorts its refusal: beside a field through
 * `onFieldError`, or as an alert above the form that takes focus (a new key
 * each time, so a second refusal is announced too).
 */
export function useActionRunner(
  fields: readonly string[],
  onFieldError: (field: string, text: string) => void,
  { onDone, onReload }: Pick<ActionFormProps, 'onDone' | 'onReload'>,
) {
  const [failure, setFailure] = useState<{ key: number; failure: Exclude<ActionFailure, { kind: 'field' }> } | null>(
    null,
  );
  const refusals = useRef(0);
  const run = async (send: () => Promise<OpsActionResult>, success: string): Promise<boolean> => {
    setFailure(null);
    try {
      await send();
    } catch (error) {
      const found = actionFailureOf(error, fields);
      if (found.kind === 'field') onFieldError(found.field, found.text);
      else {
        refusals.current += 1;
        setFailure({ key: refusals.current, failure: found });
      }
      return false;
    }
    await onDone(success);
    return true;
  };
  const alert = failure ? <ActionFailureAlert key={failure.key} failure={failure.failure} onReload={onReload} /> : null;
  return { run, alert };
}
