import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { SSN_DUE_DAYS_AFTER_ACTIVATION } from '@waypoint/domain/constants';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { browserCookie } from '../../../lib/browser-cookies';
import { formatDay } from '../../../lib/dates';
import { applicationSubmit } from '../api/application-lifecycle';
import { useWizard } from '../state/wizard-context';

/**
 * Application_Completed: reaching it submits the application (product-rules#review-and-submit); the
 * server submits once however often this is sent, so a reload or a retry is
 * safe. Then the screen says what happens next, and `progressPanel` where the
 * application stands (a request for information asks for its uploads there).
 */
export function CompletedStep({ progressPanel = null }: { progressPanel?: ReactNode }) {
  const wizard = useWizard();
  const { draft } = wizard;
  const submit = useMutation({
    mutationFn: () =>
      wizard.afterSaves(() => applicationSubmit(browserCookie(sessionTransport.sessionIdCookie) ?? null)),
  });
  // Approved and declined applications were submitted too: they show their progress, never "Sending…".
  const submitted = draft.status !== 'incomplete' || submit.isSuccess;
  const sendOnArrival = useEffectEvent(() => {
    if (draft.status === 'incomplete' && submit.isIdle) submit.mutate();
  });
  useEffect(() => sendOnArrival(), []);

  if (!submitted) {
    return (
      <div className="step-panel" aria-live="polite">
        {submit.isError ? (
          <>
            <FormAlert>
              <p>We could not send your application. Your answers are saved; please try again.</p>
            </FormAlert>
            <button type="button" className="button button--primary" onClick={() => submit.mutate()}>
              Send my application
            </button>
          </>
        ) : (
          <p role="status">Sending your application…</p>
        )}
      </div>
    );
  }
  const submittedOn = submit.data?.submissionDate ?? draft.submissionDate;
  return (
    <>
      <div className="step-panel step-panel--success" role="status">
        <h2 className="step-panel__title">Thank you, your application has been sent</h2>
        {submittedOn ? <p>Sent on {formatDay(submittedOn)}.</p> : null}
      </div>
      {progressPanel}
      <section className="step-panel" aria-labelledby="next-steps">
        <h2 id="next-steps" className="step-panel__title">
          What happens next
        </h2>
        <ol className="wizard-list wizard-list--numbered">
          <li>We review your application and e-mail you our decision within 30 days of receiving it complete.</li>
          <li>
            If we need anything else, such as a clearer document, the e-mail says exactly what and how to send it.
          </li>
          <li>
            Once approved, your card is mailed to {draft.shipToHome === false ? 'your workplace' : 'your home address'}.
            It can only be activated from within the US.
          </li>
          {draft.ssn ? null : (
            <li>
              If you applied without an SSN, send it to us within {SSN_DUE_DAYS_AFTER_ACTIVATION} days of activating
              your card.
            </li>
          )}
          <li>Cash back starts with your first purchase; you can redeem it after three on-time payments.</li>
        </ol>
      </section>
      <p>
        <Link to={sitePaths.account} className="button button--primary">
          Go to your account
        </Link>
      </p>
    </>
  );
}
