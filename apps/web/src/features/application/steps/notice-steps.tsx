import type { FormEvent, ReactNode } from 'react';
import type { StepName } from '@waypoint/domain/application/step-names';
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

const verificationText: Partial<Record<StepName, string>> = {
  YP_Financial_Validation:
    'We confirm your income from your bank account or from a document. Linking a bank account is not open online yet; you can upload a recent pay slip, your employment contract or an offer letter instead.',
  YP_Employer_Verification:
    'Here you confirm your employer with your work e-mail address or your workplace address. This check is not open online yet.',
  YP_WorkEmail_Sent:
    'Here you confirm your employer through a link sent to your work e-mail address. This check is not open online yet.',
  YP_Identity_Verification:
    'We confirm your identity with a few questions only you can answer, or with a government photo ID. The questions are not open online yet; you can upload your ID instead.',
};

/** The other way through a step whose provider is not open yet: an upload (spec §4 detours, step-transitions.ts). */
const uploadInstead: Partial<Record<StepName, { label: string; to: StepName }>> = {
  YP_Financial_Validation: { label: 'Upload a proof of income', to: 'YP_Financial_Validation_Options' },
  YP_Identity_Verification: { label: 'Upload an identity document', to: 'YP_Identity_Verification_Uploader' },
};

/**
 * The verification screens whose providers their own capability builds
 * (bank linking, employer and identity checks). Until then the applicant is
 * told plainly what the step is, is offered the upload way through where
 * there is one, can go Back, and keeps every answer.
 */
export function VerificationPendingStep({ step }: { step: StepName }) {
  const wizard = useWizard();
  const detour = uploadInstead[step];
  return (
    <NoticeStep step={step} label="Verification" canContinue={false}>
      <div className="step-panel">
        <p>{verificationText[step] ?? 'This step is not open online yet.'}</p>
        {detour ? (
          <button type="button" className="button button--primary" onClick={() => void wizard.move({ to: detour.to })}>
            {detour.label}
          </button>
        ) : (
          <p>Your answers so far are saved. You can come back to this page from your account at any time.</p>
        )}
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
  const onFile = wizard.draft.proofOfIncomeUploaded === true;
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
