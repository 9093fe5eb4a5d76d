import type { FormEvent, ReactNode } from 'react';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { useWizard } from '../state/wizard-context';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';

/** A screen that only informs: its text, then Continue (or only Back when there is nothing to continue with). */
function NoticeStep({
  step,
  label,
  canContinue,
  continueLabel,
  children,
}: {
  step: StepName;
  label: string;
  canContinue: boolean;
  continueLabel?: string;
  children: ReactNode;
}) {
  const continueWith = useContinue(step);
  const goOn = (event: FormEvent) => {
    event.preventDefault();
    if (canContinue) void continueWith({});
  };
  return (
    <form noValidate aria-label={label} onSubmit={goOn} className="step-form">
      {children}
      <StepActions step={step} showContinue={canContinue} {...(continueLabel ? { continueLabel } : {})} />
    </form>
  );
}

/** YP_Employment_Verified: the employer check passed; identity comes next. */
export function EmploymentVerifiedStep() {
  return (
    <NoticeStep step="YP_Employment_Verified" label="Employer confirmed" canContinue>
      <div className="step-panel step-panel--success" role="status">
        <h2 className="step-panel__title">Thank you, we have confirmed where you work</h2>
        <p>One more check and you are ready to review your application: we confirm your identity next.</p>
      </div>
    </NoticeStep>
  );
}

/**
 * YP_Financial_Validation_Options: for an applicant who already has a proof
 * of income on file, use it; otherwise (or to replace it) upload one.
 */
export function FinancialValidationOptionsStep() {
  const step = 'YP_Financial_Validation_Options';
  const wizard = useWizard();
  // A proof uploaded before the income or employer changed no longer counts (product-rules#check-dependencies).
  const askedAgain = wizard.draft.checksToRedo.some((check) => check.check === 'incomeValidation');
  const onFile = wizard.draft.proofOfIncomeUploaded === true && !askedAgain;
  const upload = () => void wizard.move({ to: 'YP_Financial_Validation_Uploader' });
  return (
    <NoticeStep step={step} label="Confirm your income" canContinue={onFile} continueLabel="Use the document on file">
      <div className="step-panel">
        {onFile ? (
          <p>You have already uploaded a proof of income. Use it, or upload a newer one.</p>
        ) : (
          <p>Upload one recent document that shows what you earn: a pay slip, your contract or an offer letter.</p>
        )}
        <button type="button" className={`button button--${onFile ? 'secondary' : 'primary'}`} onClick={upload}>
          {onFile ? 'Upload a newer document' : 'Upload a proof of income'}
        </button>
      </div>
    </NoticeStep>
  );
}
