import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { getIdentity, type IdentityResponse } from '../identity-questions/api/get-identity';
import { getIdentitySummary } from '../identity-questions/api/get-identity-summary';
import { questionsTypeFor, submitIdentityAnswers } from '../identity-questions/api/submit-identity-answers';
import { identityCheckReducer, idleIdentityCheck, isFinalResult } from '../identity-questions/identity-check-state';
import { IdentityQuestionForm } from '../identity-questions/identity-question-form';
import { recordIdentityResult } from '../identity-questions/record-identity-result';
import { useWizard } from '../state/wizard-context';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';

const step = 'YP_Identity_Verification';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** product-rules#analytics: after a final result the summary is read, and its result sent to analytics. */
async function recordFinalResult(response: IdentityResponse): Promise<void> {
  if (!isFinalResult(response.result)) return;
  try {
    recordIdentityResult(await getIdentitySummary());
  } catch {
    // Analytics never stands in the applicant's way.
  }
}

function EndedPanel({ response, onStartAgain }: { response: IdentityResponse; onStartAgain: (() => void) | null }) {
  const wizard = useWizard();
  const upload = () => void wizard.move({ to: 'YP_Identity_Verification_Uploader' });
  const timedOut = response.result === 'timeout';
  return (
    <div className="step-panel" role="status">
      <h2 className="step-panel__title">
        {timedOut ? 'The identity questions timed out' : 'We could not confirm your identity with these questions'}
      </h2>
      <p>
        {response.message ??
          'Some of your answers did not match our records. You can confirm your identity with a government photo ID instead.'}
      </p>
      <div className="step-actions step-actions--inline">
        <button type="button" className="button button--primary" onClick={upload}>
          Upload an identity document
        </button>
        {onStartAgain ? (
          <button type="button" className="button button--secondary" onClick={onStartAgain}>
            Start again
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * YP_Identity_Verification: knowledge-based questions, one at a
 * time; on challenge two more; on passed Continue goes on by the engine
 * (YP_Review); on failed or timeout the ID upload, or starting again.
 */
export function IdentityVerificationStep() {
  const [state, dispatch] = useReducer(identityCheckReducer, idleIdentityCheck);
  const continueWith = useContinue(step);
  const started = useRef(false);
  // Confirmed already on the current answers (an ID document, or questions passed): nothing to ask again.
  const confirmedOnFile = useWizard().draft.checksDone.includes('identityConfirmation');

  const run = async (request: () => Promise<IdentityResponse>) => {
    dispatch({ type: 'fetch' });
    try {
      const response = await request();
      dispatch({ type: 'succeed', response });
      void recordFinalResult(response);
    } catch (error) {
      dispatch({ type: 'fail', error: messageOf(error) });
    }
  };
  const startAgain = () => {
    dispatch({ type: 'reset' });
    void run(getIdentity);
  };

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current || confirmedOnFile) return;
    started.current = true;
    void run(getIdentity);
  }, [confirmedOnFile]);

  const response = state.status === 'idle' ? null : state.response;
  const busy = state.status === 'fetching';
  const passed = response?.result === 'passed' || (confirmedOnFile && !response);
  const asking = response && !isFinalResult(response.result) && response.questions.length > 0;
  const answer = (answers: string[]) =>
    void run(() => submitIdentityAnswers(response?.transactionId, questionsTypeFor(response?.result ?? ''), answers));
  const goOn = (event: FormEvent) => {
    event.preventDefault();
    if (passed) void continueWith({});
  };
  // No attempts left: the server says so; starting again would only show the same.
  const canStartAgain = response?.message?.includes('no attempts are left') !== true;

  return (
    <>
      <p className="step-lead">
        We confirm your identity with a few questions only you should be able to answer. You can upload a government
        photo ID instead.
      </p>
      {state.status === 'error' ? (
        <FormAlert>
          <p>{state.error}</p>
          <button type="button" className="button button--secondary" onClick={startAgain}>
            Start again
          </button>
        </FormAlert>
      ) : null}
      {busy && !response ? <p role="status">Loading your questions…</p> : null}
      {response?.result === 'challenge' && asking ? (
        <div className="step-panel" role="status">
          <p>One answer did not match our records. Answer two more questions to confirm your identity.</p>
        </div>
      ) : null}
      {asking ? (
        <IdentityQuestionForm
          key={`${response.transactionId}-${response.result}`}
          focusFirst={response.result === 'challenge'}
          setKey={`${response.transactionId}-${response.result}`}
          questions={response.questions}
          busy={busy}
          onAnswered={answer}
        />
      ) : null}
      {passed ? (
        <div className="step-panel step-panel--success" role="status">
          <h2 className="step-panel__title">Thank you, we have confirmed your identity</h2>
          <p>Continue to review your application.</p>
        </div>
      ) : null}
      {response && (response.result === 'failed' || response.result === 'timeout') ? (
        <EndedPanel response={response} onStartAgain={canStartAgain ? startAgain : null} />
      ) : null}
      <form noValidate aria-label="Confirm your identity" onSubmit={goOn} className="step-form">
        {!passed ? <UploadInstead hidden={Boolean(response && isFinalResult(response.result))} /> : null}
        <StepActions step={step} showContinue={passed} />
      </form>
    </>
  );
}

/** The other way through at any time: upload a government photo ID (the uploader detour). */
function UploadInstead({ hidden }: { hidden: boolean }) {
  const wizard = useWizard();
  if (hidden) return null;
  return (
    <p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void wizard.move({ to: 'YP_Identity_Verification_Uploader' })}
      >
        Upload an identity document instead
      </button>
    </p>
  );
}
