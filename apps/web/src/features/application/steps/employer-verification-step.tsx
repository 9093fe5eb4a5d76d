import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { employerVerificationMethodLabels } from '@waypoint/domain/application/answers/choice-labels';
import { employerVerificationMethods } from '@waypoint/domain/application/draft/draft-choices';
import { applicableFields, isAsked } from '@waypoint/domain/application/schemas/applicable-fields';
import { FormAlert } from '../../../components/form/form-alert';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-errors';
import { sendWorkEmailConfirmation } from '../employer-verification/api/work-email-confirmation';
import { useWizard } from '../state/wizard-context';
import { AddressFields, addressFieldList, addressSummaryFields, employerAddress } from '../wizard/address-fields';
import { askedField, StepFormFrame } from '../wizard/step-form';
import type { StepAnswers } from '../wizard/step-resolver';
import { useContinue, useStepForm } from '../wizard/use-step-form';

const step = 'YP_Employer_Verification';
const method = askedField('employerVerificationMethod');
const workEmail = askedField('workEmail');
const fields = [method, workEmail, ...addressSummaryFields(employerAddress)];

const methodHints: Record<(typeof employerVerificationMethods)[number], string> = {
  workEmail: 'We send a link; opening it confirms your employer.',
  workAddress: 'We ship your card to your workplace, which confirms you work there.',
};
const methodOptions = employerVerificationMethods.map((value) => ({
  value,
  label: employerVerificationMethodLabels[value],
  hint: methodHints[value],
}));

// Refusals about the address itself belong beside the field; anything else is about the whole form.
const fieldCodes = new Set(['WORK_EMAIL_NOT_COMPANY', 'WORK_EMAIL_DOMAIN_MISMATCH', 'BAD_USER_INPUT']);

/**
 * YP_Employer_Verification: the applicant confirms the employer by
 * a link sent to a work e-mail (then the YP_WorkEmail_Sent detour), or by
 * the workplace address (then the engine's next step; the card ships to work
 * at the review, product-rules#shipping-choice).
 */
export function EmployerVerificationStep() {
  const wizard = useWizard();
  const form = useStepForm(step, ['employerVerificationMethod', 'workEmail', ...addressFieldList(employerAddress)]);
  const continueWith = useContinue(step);
  const chosen = useWatch({ control: form.control, name: 'employerVerificationMethod' });
  const questions = applicableFields(step, { employerVerificationMethod: chosen });
  const { errors } = form.formState;
  // Sending status (product-rules#work-email-sending): idle, sending (pending), sent (success), error.
  const sending = useMutation({
    mutationFn: (email: string) =>
      // After the queued saves, so the draft reloaded after it holds the address the server saved.
      wizard.afterSaves(() => sendWorkEmailConfirmation(wizard.draft.id, email)),
    onSuccess: () => void wizard.move({ to: 'YP_WorkEmail_Sent' }),
    onError: (error) => {
      if (error instanceof ApiError && error.code && fieldCodes.has(error.code)) {
        form.setError('workEmail', { message: error.message }, { shouldFocus: true });
      }
    },
  });

  const onValid = async (answers: StepAnswers) => {
    if (answers.employerVerificationMethod === 'workEmail') {
      if (!sending.isPending) await sending.mutateAsync(String(answers.workEmail)).catch(() => undefined);
      return;
    }
    await continueWith(answers);
  };
  const formError =
    sending.isError && !(sending.error instanceof ApiError && sending.error.code && fieldCodes.has(sending.error.code))
      ? sending.error instanceof ApiError
        ? sending.error.message
        : 'We could not send the link just now. Please try again in a moment.'
      : null;

  return (
    <>
      <p className="step-lead">
        We could not confirm your employer from its website, so we need one more check. Choose the one that suits you.
      </p>
      <StepFormFrame
        step={step}
        form={form}
        fields={fields}
        onValid={onValid}
        label="Confirm your employer"
        busy={sending.isPending}
        busyLabel="Sending…"
        continueLabel={chosen === 'workEmail' ? 'Send me the link' : 'Continue'}
      >
        <RadioGroupField
          {...method}
          options={methodOptions}
          error={errors.employerVerificationMethod?.message}
          {...form.register('employerVerificationMethod')}
        />
        {isAsked(questions, 'workEmail') ? (
          <TextField
            {...workEmail}
            type="email"
            autoComplete="section-work email"
            hint="The address your employer gave you, at your employer's own domain; not a personal address."
            error={errors.workEmail?.message}
            {...form.register('workEmail')}
          />
        ) : null}
        {isAsked(questions, 'employerAddress') ? (
          <AddressFields
            form={form}
            names={employerAddress}
            section="work"
            legend="Your workplace address"
            hint="Where you work in the US. We ship your card there."
          />
        ) : null}
        <div aria-live="polite">{formError ? <FormAlert>{formError}</FormAlert> : null}</div>
      </StepFormFrame>
    </>
  );
}
