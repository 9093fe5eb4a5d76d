import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { useSession } from '../../../lib/session/session-context';
import { resendVerificationEmail } from '../api/email-and-reminders';
import { useAwaitedVerification } from '../state/use-awaited-verification';
import { useCheckAgain } from '../state/use-check-again';
import { useWizard } from '../state/wizard-context';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';
import { ResendLinkButton } from './resend-link-button';

type VerifyEmailStepName = 'NonUS_Expat_Verify_Email' | 'US_Expat_Verify_Email' | 'YP_Verify_Email';

/**
 * Verify_Email: the application is processed only once the e-mail address is
 * verified (product-rules#verify-email), so this screen says whether it is, offers
 * the link again, and notices when it has been opened in another tab.
 */
export function VerifyEmailStep({ step }: { step: VerifyEmailStepName }) {
  const wizard = useWizard();
  const { user } = useSession();
  const continueWith = useContinue(step);
  const verified = wizard.draft.emailVerified;
  const email = user?.email ?? '';
  const refresh = useAwaitedVerification(verified, 'email_verified_final_step');
  const lookAgain = useCheckAgain(refresh, verified);
  const resend = useMutation({
    mutationFn: () => resendVerificationEmail(email),
    // product-rules#auth-errors: a failed resend refreshes the data: the address may have been verified meanwhile.
    onError: () => void refresh(),
  });

  const finish = (event: FormEvent) => {
    event.preventDefault();
    if (verified) void continueWith({});
  };

  return (
    <form noValidate aria-label="E-mail verification" onSubmit={finish} className="step-form">
      {verified ? (
        <div className="step-panel step-panel--success" role="status">
          <h2 className="step-panel__title">Your e-mail address is verified</h2>
          <p>
            We will write to <strong>{email}</strong> about your application and your card. You can now send your
            application.
          </p>
        </div>
      ) : (
        <div className="step-panel">
          <h2 className="step-panel__title">One last thing: confirm your e-mail address</h2>
          <p>
            We sent a link to <strong>{email}</strong>. Open it to confirm the address is yours; then come back to this
            page. We cannot process your application until you do.
          </p>
          <p className="field__hint">Nothing arrived? Check your spam folder, or ask for a new link.</p>
          <div aria-live="polite">
            {lookAgain.notYet > 0 ? (
              <FormAlert key={lookAgain.notYet} tone="info">
                We checked: your e-mail address is not confirmed yet. Open the link we sent to <strong>{email}</strong>,
                then come back here.
              </FormAlert>
            ) : null}
            {resend.isSuccess ? <FormAlert tone="success">We sent you a new link. It works once.</FormAlert> : null}
            {resend.isError ? (
              <FormAlert>We could not send a new link just now. Please try again in a moment.</FormAlert>
            ) : null}
          </div>
          <div className="step-actions step-actions--inline">
            <ResendLinkButton resend={resend} />
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={lookAgain.checking || undefined}
              onClick={lookAgain.check}
            >
              {lookAgain.checking ? 'Checking…' : 'I have confirmed it'}
            </button>
          </div>
        </div>
      )}
      {/* Until the address is verified there is nothing to send; Back stays available. */}
      <StepActions step={step} continueLabel="Send my application" showContinue={verified} />
    </form>
  );
}
