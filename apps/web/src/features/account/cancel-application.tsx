import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The applicant's cancel (product-rules#application-status), behind a confirm step in place: the
 * question and its two answers replace the button, focus goes to the safe answer, and "Keep my
 * application" or Escape puts the button back with the focus on it. Nothing is sent before "Yes".
 */
export function CancelApplication({ canceling, onConfirm }: { canceling: boolean; onConfirm(): void }) {
  const [confirming, setConfirming] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const backToOpener = useRef(false);
  const questionId = useId();
  const explanationId = useId();

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (backToOpener.current) {
      backToOpener.current = false;
      openerRef.current?.focus();
    }
  }, [confirming]);

  const keep = () => {
    backToOpener.current = true;
    setConfirming(false);
  };
  // Escape on either answer is "keep" (the focus is always on one of them while the question shows).
  const keepOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || canceling) return;
    event.preventDefault();
    keep();
  };

  if (!confirming) {
    return (
      <button ref={openerRef} type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
        Cancel application
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} aria-describedby={explanationId} className="account-cancel">
      <p id={questionId} className="account-cancel__question">
        Cancel your application?
      </p>
      <p id={explanationId}>
        A canceled application cannot be reopened. You can start a new one whenever you are ready; it starts afresh,
        without these answers.
      </p>
      <div className="account-cancel__actions">
        <button
          type="button"
          className="button account-cancel__confirm"
          aria-disabled={canceling || undefined}
          onKeyDown={keepOnEscape}
          onClick={() => {
            if (!canceling) onConfirm();
          }}
        >
          {canceling ? 'Canceling…' : 'Yes, cancel my application'}
        </button>
        <button
          ref={keepRef}
          type="button"
          className="button button--secondary"
          onKeyDown={keepOnEscape}
          onClick={keep}
        >
          Keep my application
        </button>
      </div>
    </div>
  );
}
