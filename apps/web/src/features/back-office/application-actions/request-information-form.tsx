import type { z } from 'zod';
import {
  informationRequestDeadlineDays,
  noticeOfIncompletenessCodes,
  noticeOfIncompletenessReasons,
} from '@waypoint/domain/decisions/notice-of-incompleteness';
import { requestInformationInputSchema } from '@waypoint/domain/decisions/staff-action-input';
import { FormShell } from '../../../components/form/form-shell';
import { SubmitButton } from '../../../components/form/submit-button';
import { formatDay } from '../../../lib/dates';
import { requestInformation } from '../api/back-office-staff-actions-api';
import { noticeOfIncompletenessLabels } from '../back-office-labels';
import { dayAfter, noteField } from './action-form-kit';
import { CodeChoiceField, type CodeChoice } from './code-choice-field';
import { ActionNoteField, useActionForm, type ActionFormProps } from './use-action-form';

const formSchema = requestInformationInputSchema.omit({ expectedVersion: true });
type FormInput = z.input<typeof formSchema>;

const choices: readonly CodeChoice[] = noticeOfIncompletenessCodes.map((code) => ({
  code,
  label: noticeOfIncompletenessLabels[code] ?? code,
  detail: `The applicant reads: “${noticeOfIncompletenessReasons[code]}”`,
}));

const codesField = { name: 'codes', id: 'ops-request-codes', label: 'What to ask for' } as const;

/**
 * A notice of incompleteness (Reg B 1002.9(c)): the items from the shared
 * list, an optional note, and the deadline it sets; the applicant is e-mailed.
 */
export function RequestInformationForm(props: ActionFormProps) {
  const { application } = props;
  const { form, errors, shell, run, alert } = useActionForm<FormInput, z.output<typeof formSchema>>(props, {
    schema: formSchema,
    defaultValues: { codes: [], note: '' },
    fields: [codesField, noteField],
  });
  const submit = async (values: z.output<typeof formSchema>) => {
    await run(
      () => requestInformation(application.applicationId, { ...values, expectedVersion: application.version }),
      'Information requested. The applicant was e-mailed the list and the deadline.',
    );
  };
  const deadline = formatDay(dayAfter(informationRequestDeadlineDays));
  return (
    <FormShell {...shell} onSubmit={form.handleSubmit(submit)} aria-label="Request information">
      {alert}
      <CodeChoiceField
        id={codesField.id}
        name="codes"
        control={form.control}
        legend={codesField.label}
        hint="Tick each item the applicant must send. Each line says what they will read."
        error={errors.codes?.message}
        choices={choices}
      />
      <ActionNoteField
        hint="Kept with the request; the applicant does not see it."
        error={errors.note?.message}
        {...form.register('note')}
      />
      <p className="ops-deadline">
        The applicant will have until <strong>{deadline}</strong> ({informationRequestDeadlineDays} days) to send them.
      </p>
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending the request…">
        Send the request
      </SubmitButton>
    </FormShell>
  );
}
