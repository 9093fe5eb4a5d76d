import { useState } from 'react';
import { z } from 'zod';
import { approveInputSchema, staffNoteMaxLength } from '@waypoint/domain/decisions/staff-action-input';
import { FormShell } from '../../../components/form/form-shell';
import { MoneyField } from '../../../components/form/money-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { approve } from '../api/ops-staff-actions-api';
import { money } from '../ops-decisions';
import { checkedBy, dollarsFromText, dollarsText, noteField } from './action-form-kit';
import { ConfirmFinal } from './confirm-final';
import { creditLimitHint, suggestedLimit } from './decision-choices';
import { useActionRunner, type ActionFormProps } from './use-action-runner';

const formSchema = checkedBy(
  { creditLimit: z.string(), note: z.string() },
  ({ creditLimit, note }) => ({ creditLimit: dollarsFromText(creditLimit), note }),
  approveInputSchema.omit({ expectedVersion: true }),
);
type Approval = z.output<typeof formSchema>;

const limitField = { name: 'creditLimit', id: 'ops-approve-limit', label: 'Credit limit' } as const;

/** The final approval (decision 032): a limit, prefilled from the latest recommendation or the policy, then a confirmation. */
export function ApproveForm(props: ActionFormProps) {
  const { application } = props;
  const limit = suggestedLimit(application, { fromRecommendations: true });
  const { form, errors, shell } = useSchemaForm<z.input<typeof formSchema>, Approval>({
    schema: formSchema,
    defaultValues: { creditLimit: dollarsText(limit), note: '' },
    fields: [limitField, noteField],
  });
  const [pending, setPending] = useState<Approval | null>(null);
  const { run, alert } = useActionRunner(
    ['creditLimit', 'note'],
    (field, text) => form.setError(field === 'creditLimit' ? 'creditLimit' : 'note', { message: text }),
    props,
  );
  if (pending) {
    return (
      <ConfirmFinal
        title={`Approve with a ${money.format(pending.creditLimit)} limit?`}
        confirmLabel="Approve and tell the applicant"
        onBack={() => setPending(null)}
        onConfirm={async () => {
          const done = await run(
            () => approve(application.applicationId, { ...pending, expectedVersion: application.version }),
            'Approved. The applicant was e-mailed their limit and next steps.',
          );
          if (!done) setPending(null);
        }}
      >
        <p>
          {application.applicantName} gets a card with a credit limit of{' '}
          <strong>{money.format(pending.creditLimit)}</strong>.
        </p>
      </ConfirmFinal>
    );
  }
  return (
    <FormShell {...shell} onSubmit={form.handleSubmit((values) => setPending(values))} aria-label="Approve">
      {alert}
      <MoneyField
        id={limitField.id}
        label={limitField.label}
        hint={limit === null ? creditLimitHint : `${creditLimitHint} Filled in with the latest suggestion.`}
        error={errors.creditLimit?.message}
        {...form.register('creditLimit')}
      />
      <TextareaField
        id={noteField.id}
        label={noteField.label}
        hint="For the audit log; the applicant does not see it."
        maxLength={staffNoteMaxLength}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <SubmitButton busy={false} busyLabel="">
        Continue to approve
      </SubmitButton>
    </FormShell>
  );
}
