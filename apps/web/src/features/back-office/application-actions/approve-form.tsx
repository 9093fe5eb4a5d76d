import { useState } from 'react';
import { z } from 'zod';
import { approveInputSchema } from '@waypoint/domain/decisions/staff-action-input';
import { FormShell } from '../../../components/form/form-shell';
import { MoneyField } from '../../../components/form/money-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { approve } from '../api/back-office-staff-actions-api';
import { money } from '../back-office-decisions';
import { checkedBy, dollarsFromText, dollarsText, noteField } from './action-form-kit';
import { ConfirmFinal } from './confirm-final';
import { creditLimitHint, suggestedLimit } from './decision-choices';
import { ActionNoteField, useActionForm, type ActionFormProps } from './use-action-form';

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
  const { form, errors, shell, run, alert } = useActionForm<z.input<typeof formSchema>, Approval>(props, {
    schema: formSchema,
    defaultValues: { creditLimit: dollarsText(limit), note: '' },
    fields: [limitField, noteField],
  });
  const [pending, setPending] = useState<Approval | null>(null);
  if (pending) {
    return (
      <ConfirmFinal
        title={`Approve with a ${money.format(pending.creditLimit)} limit?`}
        confirmLabel="Approve and tell the applicant"
        onBack={() => setPending(null)}
        send={() =>
          run(
            () => approve(application.applicationId, { ...pending, expectedVersion: application.version }),
            'Approved. The applicant was e-mailed their limit and next steps.',
          )
        }
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
      <ActionNoteField error={errors.note?.message} {...form.register('note')} />
      <SubmitButton busy={false} busyLabel="">
        Continue to approve
      </SubmitButton>
    </FormShell>
  );
}
