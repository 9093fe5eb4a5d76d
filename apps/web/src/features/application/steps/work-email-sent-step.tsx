import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { sendWorkEmailConfirmation } from '../employer-verification/api/work-email-confirmation';
import { useAwaitedVerification } from '../state/use-awaited-verification';
import { useCheckAgain } from '../state/use-check-again';
import { useWizard } from '../state/wizard-context';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';
import { ResendLinkButton } from './resend-link-button';

const step = 'YP_WorkEmail_Sent';

/**
 * YP_WorkEmail_Sent: waits for the link sent to the work e-mail to
 * be opened, on this device or another, and notices it when the applicant
 * comes back to the tab. The applicant can send the link again or change the
 * address; Continue appears once the employer is verified.
 */
export function WorkEmailSentStep() {
  const wizard = useWizard();
  const continueWith = useContinue(step);
  const verified = wizard.draft.employerVerified === true;
  const email = wizard.draft.workEmail ?? '';
  const refresh = useAwaitedVerification(verified, 'work_email_verified');
  const lookAgain = useCheckAgain(refresh, verified);

  // Sending status (product-rules#work-email-sending): idle, sending, sent, error.
  const resend = useMutation({
    mutationFn: () => sendWorkEmailConfirmation(wizard.draft.id, email),
    onSettled: () => void refresh(),
  });
  const changeAddress = () => void wizard.move({ to: 'YP_Employer_Verification' });
  const finish = (event: FormEvent) => {
    event.preventDefault();
    if (verified) void continueWith({});
  };

  return (
    <form noValidate aria-label="Work e-mail confirmation" onSubmit={finish} className="step-form">
      {verified ? (
        <div className="step-panel step-panel--success" role="status">
          <h2 className="step-panel__title">Your work email has been verified.</h2>
          <p>
            Thank you: <strong>{email}</strong> confirms where you work. Continue to the last check.
          </p>
        </div>
      ) : (
        <div className="step-panel">
          {/* The screen's heading already says "Check your work inbox". */}
          <p>
            We sent a link to <strong>{email}</strong>. Open it on any device to confirm your employer, then come back
            to this page. The link works once, for 24 hours.
          </p>
          <p className="field__hint">Nothing arrived after a few minutes? Check your spam folder, or send it again.</p>
          <div aria-live="polite">
            {lookAgain.notYet > 0 ? (
              <FormAlert key={lookAgain.notYet} tone="info">
                We checked: your employer is not confirmed yet. Open the link we sent to <strong>{email}</strong>, then
                come back here.
              </FormAlert>
            ) : null}
            {resend.isSuccess ? (
              <FormAlert tone="success">We sent a new link. Earlier links no longer work.</FormAlert>
            ) : null}
            {resend.isError ? (
              <FormAlert>
                {resend.error instanceof ApiError
                  ? resend.error.message
                  : 'We could not send a new link just now. Please try again in a moment.'}
              </FormAlert>
            ) : null}
          </div>
          <div className="step-actions step-actions--inline">
            <ResendLinkButton resend={resend} />
            <button type="button" className="button button--secondary" onClick={changeAddress}>
              Change the address
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={lookAgain.checking || undefined}
              onClick={lookAgain.check}
            >
              {lookAgain.checking ? 'Checking…' : 'I have opened the link'}
            </button>
          </div>
        </div>
      )}
      {/* Until the link is opened there is nothing to continue with; Back returns to the choice. */}
      <StepActions step={step} showContinue={verified} />
    </form>
  );
}
