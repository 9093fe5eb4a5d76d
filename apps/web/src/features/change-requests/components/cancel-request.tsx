import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import type { ChangeRequest } from '../api/change-requests-api';
import { useCancelChangeRequest } from '../api/use-change-requests';
import { kindsInSentence } from './change-request-words';

export const cancelFailureTexts = {
  connection:
    'We could not reach Waypoint, so the request is not cancelled. Check your internet connection, then try again.',
  server: 'Something went wrong on our side, so the request is not cancelled. Please try again in a moment.',
} as const;

function cancelFailureText(error: unknown): string {
  if (error instanceof NetworkError) return cancelFailureTexts.connection;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return cancelFailureTexts.server;
}

/**
 * Cancel a pending or submitted request (decision 036), behind a question:
 * it cannot be undone, so the first press only asks. Focus goes to the
 * question, and back to the button when the applicant keeps the request.
 */
export function CancelRequest({ request }: { request: ChangeRequest }) {
  const id = useId();
  const cancel = useCancelChangeRequest();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (wasAsking.current) trigger.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const what = kindsInSentence(request.codes);
  if (!asking) {
    return (
      <div className="change-requests__cancel">
        <button ref={trigger} type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Cancel this request<span className="visually-hidden"> to change your {what}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="change-requests__confirm" role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} ref={question} tabIndex={-1} className="change-requests__question">
        Cancel your request to change your {what}? This cannot be undone; you can start a new request afterwards.
      </p>
      {cancel.isError ? <FormAlert>{cancelFailureText(cancel.error)}</FormAlert> : null}
      <div className="change-requests__actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={cancel.isPending || undefined}
          onClick={() => {
            if (!cancel.isPending) cancel.mutate(request);
          }}
        >
          {cancel.isPending ? 'Cancelling…' : 'Yes, cancel it'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            cancel.reset();
            setAsking(false);
          }}
        >
          No, keep it
        </button>
      </div>
    </div>
  );
}
