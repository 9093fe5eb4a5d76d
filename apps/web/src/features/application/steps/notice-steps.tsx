import type { FormEvent, ReactNode } from 'react';
import type { StepName } from '@waypoint/domain/application/step-names';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';

/** A screen that only informs: its text, then Continue (or only Back when there is nothing to continue with). */
function NoticeStep({
  step,
  label,
  canContinue,
  children,
}: {
  step: StepName;
  label: string;
  canContinue: boolean;
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
      <StepActions step={step} showContinue={canContinue} />
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

const verificationText: Partial<Record<StepName, string>> = {
  YP_Financial_Validation:
    'Here you confirm your income by linking your bank account or uploading a recent pay slip. This check is not open online yet.',
  YP_Financial_Validation_Options:
    'Here you choose how to confirm your income with the proof you have uploaded. This check is not open online yet.',
  YP_Employer_Verification:
    'Here you confirm your employer with your work e-mail address or your workplace address. This check is not open online yet.',
  YP_WorkEmail_Sent:
    'Here you confirm your employer through a link sent to your work e-mail address. This check is not open online yet.',
  YP_Identity_Verification:
    'Here you answer a few questions only you can answer, to confirm your identity. This check is not open online yet.',
};

/**
 * The document and verification screens, which their own capabilities
 * build. Until then the applicant is told plainly what the step is and that
 * it is not open online, can go Back, and keeps every answer.
 */
export function VerificationPendingStep({ step }: { step: StepName }) {
  return (
    <NoticeStep step={step} label="Verification" canContinue={false}>
      <div className="step-panel">
        <p>{verificationText[step] ?? 'This step is not open online yet.'}</p>
        <p>Your answers so far are saved. You can come back to this page from your account at any time.</p>
      </div>
    </NoticeStep>
  );
}
