import { z } from 'zod';
import { recommendInputSchema } from '@waypoint/domain/decisions/staff-action-input';
import { FormShell } from '../../../components/form/form-shell';
import { MoneyField } from '../../../components/form/money-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { recommend } from '../api/back-office-staff-actions-api';
import { checkedBy, dollarsFromText, dollarsText, noteField, textList } from './action-form-kit';
import { CodeChoiceField } from './code-choice-field';
import { creditLimitHint, declineChoices, declineReasonsHint, suggestedLimit } from './decision-choices';
import { ActionNoteField, useActionForm, type ActionFormProps } from './use-action-form';

const [approveBranch, declineBranch] = recommendInputSchema.options;
const recommendation = z.discriminatedUnion('outcome', [
  approveBranch.omit({ expectedVersion: true }),
  declineBranch.omit({ expectedVersion: true }),
]);

const formSchema = checkedBy(
  {
    outcome: z.string().refine((value) => value === 'approve' || value === 'decline', 'Choose approve or decline.'),
    creditLimit: z.string(),
    reasonCodes: textList,
    note: z.string(),
  },
  ({ outcome, creditLimit, reasonCodes, note }) =>
    outcome === 'approve'
      ? { outcome, creditLimit: dollarsFromText(creditLimit), note }
      : { outcome, reasonCodes, note },
  recommendation,
);
type FormInput = z.input<typeof formSchema>;

const fields = {
  outcome: { name: 'outcome', id: 'ops-recommend-outcome', label: 'Your recommendation' },
  creditLimit: { name: 'creditLimit', id: 'ops-recommend-limit', label: 'Credit limit' },
  reasonCodes: { name: 'reasonCodes', id: 'ops-recommend-reasons', label: 'Reasons to decline' },
} as const;

/**
 * A reviewer's recommendation (decision 032): approve with a limit, or decline
 * with reasons. Whoever recommends cannot then approve or decline (four eyes).
 */
export function RecommendForm(props: ActionFormProps) {
  const { application } = props;
  const limit = suggestedLimit(application, { fromRecommendations: false });
  const { form, errors, shell, run, alert } = useActionForm<FormInput, z.output<typeof formSchema>>(props, {
    schema: formSchema,
    defaultValues: { outcome: '', creditLimit: dollarsText(limit), reasonCodes: [], note: '' },
    fields: [fields.outcome, fields.creditLimit, fields.reasonCodes, noteField],
  });
  const outcome = form.watch('outcome');
  const submit = async (values: z.output<typeof formSchema>) => {
    await run(
      () => recommend(application.applicationId, { ...values, expectedVersion: application.version }),
      'Recommendation recorded. An approver or admin other than you makes the decision.',
    );
  };
  return (
    <FormShell {...shell} onSubmit={form.handleSubmit(submit)} aria-label="Recommend">
      {alert}
      <RadioGroupField
        id={fields.outcome.id}
        label={fields.outcome.label}
        hint="An approver decides; having recommended, you cannot approve or decline this application yourself."
        options={[
          { value: 'approve', label: 'Approve' },
          { value: 'decline', label: 'Decline' },
        ]}
        inline
        error={errors.outcome?.message}
        {...form.register('outcome')}
      />
      {outcome === 'approve' ? (
        <MoneyField
          id={fields.creditLimit.id}
          label={fields.creditLimit.label}
          hint={limit === null ? creditLimitHint : `${creditLimitHint} Filled in with the policy’s suggestion.`}
          error={errors.creditLimit?.message}
          {...form.register('creditLimit')}
        />
      ) : null}
      {outcome === 'decline' ? (
        <CodeChoiceField
          id={fields.reasonCodes.id}
          name="reasonCodes"
          control={form.control}
          legend={fields.reasonCodes.label}
          hint={declineReasonsHint}
          error={errors.reasonCodes?.message}
          choices={declineChoices}
          ordered
        />
      ) : null}
      <ActionNoteField
        hint="For the approver and the audit log; the applicant does not see it."
        error={errors.note?.message}
        {...form.register('note')}
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Recording…">
        Record the recommendation
      </SubmitButton>
    </FormShell>
  );
}
