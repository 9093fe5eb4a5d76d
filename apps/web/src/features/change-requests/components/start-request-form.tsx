import { useId } from 'react';
import { z } from 'zod';
import {
  changeRequestKindLabels,
  changeRequestKinds,
  type ChangeRequestKind,
} from '@waypoint/domain/change-requests/change-request-kinds';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FieldError } from '../../../components/form/field-frame';
import { FormShell } from '../../../components/form/form-shell';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { ApiError, NetworkError, errorCodes } from '../../../lib/api-errors';
import { useStartChangeRequest } from '../api/use-change-requests';

export const startFailureTexts = {
  chooseOne: 'Choose at least one thing to change',
  connection: 'We could not reach Waypoint. Check your internet connection, then press Start a change request again.',
  server: 'Something went wrong on our side. Please press Start a change request again in a moment.',
} as const;

/** A refused start: CHANGE_REQUEST_ALREADY_OPEN and other refusals in the server's words. */
export function startFailureText(error: unknown): string {
  if (error instanceof NetworkError) return startFailureTexts.connection;
  if (!(error instanceof ApiError) || error.status >= 500 || error.code === errorCodes.internal)
    return startFailureTexts.server;
  return error.message;
}

// Checkboxes sharing a name give a list, one checked alone may give its value, none gives false.
const startSchema = z.object({
  codes: z.preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []),
    z.array(z.enum(changeRequestKinds)).min(1, startFailureTexts.chooseOne),
  ),
});
type StartValues = { codes: string[] | string | false };
type StartAnswer = z.infer<typeof startSchema>;

const checkboxId = (kind: ChangeRequestKind) => `change-request-kind-${kind}`;

/**
 * Start a change request: choose what to change, then Start. A kind already
 * in an open request cannot be chosen again (decision 036: one open request
 * per kind); should two starts race, the server's refusal is said as it is.
 */
export function StartRequestForm({ openKinds }: { openKinds: readonly ChangeRequestKind[] }) {
  const id = useId();
  const start = useStartChangeRequest();
  const free = changeRequestKinds.filter((kind) => !openKinds.includes(kind));
  // The error summary's link lands on the first box that can be ticked.
  const fields = [{ name: 'codes', id: checkboxId(free[0] ?? 'name'), label: 'What to change' }];
  const { form, shell, setMessage, errors } = useSchemaForm<StartValues, StartAnswer>({
    schema: startSchema as unknown as z.ZodType<StartAnswer, StartValues>,
    defaultValues: { codes: [] },
    fields,
  });
  const error = errors.codes?.message;

  const send = async ({ codes }: StartAnswer) => {
    setMessage(null);
    try {
      await start.mutateAsync(codes);
    } catch (refused) {
      setMessage(startFailureText(refused));
    }
  };

  if (free.length === 0) return null;
  return (
    <FormShell method="post" aria-labelledby={`${id}-title`} onSubmit={form.handleSubmit(send)} {...shell}>
      <h3 id={`${id}-title`} className="change-requests__subtitle">
        {openKinds.length > 0 ? 'Ask for another change' : 'Ask for a change'}
      </h3>
      <fieldset className={`change-requests__choices${error ? ' field--error' : ''}`} aria-describedby={`${id}-hint`}>
        <legend className="change-requests__legend">What do you want to change?</legend>
        <p id={`${id}-hint`} className="field__hint">
          Choose one or more. You then give the new details and a document that shows them.
        </p>
        <FieldError id={`${id}-error`} error={error} />
        {changeRequestKinds.map((kind) => {
          const open = openKinds.includes(kind);
          return (
            <CheckboxField
              key={kind}
              id={checkboxId(kind)}
              label={changeRequestKindLabels[kind]}
              value={kind}
              disabled={open}
              hint={open ? 'Already in an open request' : undefined}
              {...form.register('codes')}
            />
          );
        })}
      </fieldset>
      <SubmitButton busy={start.isPending} busyLabel="Starting…">
        Start a change request
      </SubmitButton>
    </FormShell>
  );
}
