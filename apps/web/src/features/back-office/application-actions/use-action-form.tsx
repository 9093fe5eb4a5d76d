import { useRef, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { staffNoteMaxLength } from '@waypoint/domain/decisions/staff-action-input';
import type { SummaryField } from '../../../components/form/error-summary-entries';
import { TextareaField, type TextareaFieldProps } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import type { OpsApplication } from '../api/back-office-applications-api';
import type { OpsActionResult } from '../api/back-office-staff-actions-api';
import { ActionFailureAlert } from './action-failure-alert';
import { actionFailureOf, noteField, type ActionFailure } from './action-form-kit';

export interface ActionFormProps {
  application: OpsApplication;
  /** After a success: say `message` and load the application again (its version and status moved on). */
  onDone: (message: string) => Promise<void>;
  /** Load the application again after a stale-view refusal, keeping the form. */
  onReload: () => Promise<unknown>;
}

/**
 * A staff action's form: checked by its schema (the error summary takes focus
 * after a failed submit), and `run` sends the action and sorts a refusal:
 * beside the field the server named, or as an alert above the form that takes
 * focus (a new key each time, so a second refusal is announced too).
 */
export function useActionForm<Input extends FieldValues, Output>(
  { onDone, onReload }: Pick<ActionFormProps, 'onDone' | 'onReload'>,
  options: { schema: z.ZodType<Output, Input>; defaultValues: DefaultValues<Input>; fields: readonly SummaryField[] },
) {
  const { form, errors, shell } = useSchemaForm<Input, Output>(options);
  const names = options.fields.map((field) => field.name);
  const [failure, setFailure] = useState<{ key: number; failure: Exclude<ActionFailure, { kind: 'field' }> } | null>(
    null,
  );
  const refusals = useRef(0);
  const run = async (send: () => Promise<OpsActionResult>, success: string): Promise<boolean> => {
    setFailure(null);
    try {
      await send();
    } catch (error) {
      const found = actionFailureOf(error, names);
      if (found.kind === 'field') {
        // actionFailureOf names only one of `names`, the form's own fields.
        form.setError(found.field as Path<Input>, { message: found.text });
      } else {
        refusals.current += 1;
        setFailure({ key: refusals.current, failure: found });
      }
      return false;
    }
    await onDone(success);
    return true;
  };
  const alert = failure ? <ActionFailureAlert key={failure.key} failure={failure.failure} onReload={onReload} /> : null;
  return { form, errors, shell, run, alert };
}

/** The note every action takes: kept in the audit log, never shown to the applicant. */
export function ActionNoteField({ hint, ...textarea }: Omit<TextareaFieldProps, 'id' | 'label' | 'maxLength'>) {
  return (
    <TextareaField
      id={noteField.id}
      label={noteField.label}
      hint={hint ?? 'For the audit log; the applicant does not see it.'}
      maxLength={staffNoteMaxLength}
      {...textarea}
    />
  );
}
