import { useState } from 'react';
import { z } from 'zod';
import { declineReasonTexts, isDeclineReason } from '@waypoint/domain/decisions/decision-reasons';
import { declineInputSchema } from '@waypoint/domain/decisions/staff-action-input';
import { FormShell } from '../../../components/form/form-shell';
import { SubmitButton } from '../../../components/form/submit-button';
import { decline } from '../api/back-office-staff-actions-api';
import { checkedBy, noteField, textList } from './action-form-kit';
import { CodeChoiceField } from './code-choice-field';
import { ConfirmFinal } from './confirm-final';
import { declineChoices, declineReasonsHint, suggestedDeclineReasons } from './decision-choices';
import { ActionNoteField, useActionForm, type ActionFormProps } from './use-action-form';

const formSchema = checkedBy(
  { reasonCodes: textList, note: z.string() },
  (values) => values,
  declineInputSchema.omit({ expectedVersion: true }),
);
type Decline = z.output<typeof formSchema>;

const reasonsField = { name: 'reasonCodes', id: 'ops-decline-reasons', label: 'Principal reasons' } as const;

/**
 * The final decline (decision 032): reasons in the notice's words, principal
 * first, then a confirmation; the adverse action notice goes out with them.
 */
export function DeclineForm(props: ActionFormProps) {
  const { application } = props;
  const { form, errors, shell, run, alert } = useActionForm<z.input<typeof formSchema>, Decline>(props, {
    schema: formSchema,
    defaultValues: { reasonCodes: suggestedDeclineReasons(application), note: '' },
    fields: [reasonsField, noteField],
  });
  const [pending, setPending] = useState<Decline | null>(null);
  if (pending) {
    return (
      <ConfirmFinal
        title="Decline this application?"
        confirmLabel="Decline and send the notice"
        onBack={() => setPending(null)}
        send={() =>
          run(
            () => decline(application.applicationId, { ...pending, expectedVersion: application.version }),
            'Declined. The adverse action notice was sent to the applicant.',
          )
        }
      >
        <p>The adverse action notice to {application.applicantName} gives these principal reasons:</p>
        <ol>
          {pending.reasonCodes.map((code) => (
            <li key={code}>{isDeclineReason(code) ? declineReasonTexts[code].notice : code}</li>
          ))}
        </ol>
      </ConfirmFinal>
    );
  }
  return (
    <FormShell {...shell} onSubmit={form.handleSubmit((values) => setPending(values))} aria-label="Decline">
      {alert}
      <CodeChoiceField
        id={reasonsField.id}
        name="reasonCodes"
        control={form.control}
        legend={reasonsField.label}
        hint={declineReasonsHint}
        error={errors.reasonCodes?.message}
        choices={declineChoices}
        ordered
      />
      <ActionNoteField error={errors.note?.message} {...form.register('note')} />
      <SubmitButton busy={false} busyLabel="">
        Continue to decline
      </SubmitButton>
    </FormShell>
  );
}
