import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLockCard, useUnlockCard, type CardAccount } from './api/card-account';
import { cardFailureText } from './card-panel-words';

/**
 * Lock or unlock the card (docs/product-rules.md#cards). Locking asks first,
 * in place: the question and its two answers replace the button, focus goes
 * to "Keep it active", and that answer or Escape puts the button back with the
 * focus on it; nothing is sent before "Yes, lock my card". Unlocking the
 * cardholder's own lock is one press. The SSN deadline's lock is not theirs to
 * lift (docs/product-rules.md#ssn-follow-up), so no button shows for it.
 */
export function CardLockToggle({ account }: { account: CardAccount }) {
  const lock = useLockCard();
  const unlock = useUnlockCard();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const backToOpener = useRef(false);
  const questionId = useId();
  const explanationId = useId();
  const { status, lockReason } = account.card;

  // The question takes the focus on its safe answer; once it closes, or after a lock or unlock swaps the
  // button, the focus goes to the button that shows, so the keyboard stays in place.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (backToOpener.current) {
      backToOpener.current = false;
      openerRef.current?.focus();
    }
  }, [confirming, status]);

  const keep = () => {
    backToOpener.current = true;
    setConfirming(false);
  };
  const keepOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || lock.isPending) return;
    event.preventDefault();
    keep();
  };
  const send = async (move: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await move();
      backToOpener.current = true;
      setConfirming(false);
    } catch (refused) {
      setFailure(cardFailureText(refused));
    }
  };

  if (status === 'locked' && lockReason === 'ssnMissing') return null;
  if (status !== 'active' && status !== 'locked') return null;

  const failureAlert = failure ? (
    <p role="alert" className="account-part__error">
      {failure}
    </p>
  ) : null;

  if (status === 'locked') {
    return (
      <div className="card-lock">
        {failureAlert}
        <button
          ref={openerRef}
          type="button"
          className="button button--primary"
          aria-disabled={unlock.isPending || undefined}
          onClick={() => {
            if (!unlock.isPending) void send(() => unlock.mutateAsync());
          }}
        >
          {unlock.isPending ? 'Unlocking…' : 'Unlock card'}
        </button>
      </div>
    );
  }

  if (!confirming) {
    return (
      <div className="card-lock">
        {failureAlert}
        <button ref={openerRef} type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Lock card
        </button>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      aria-describedby={explanationId}
      className="account-cancel card-lock"
    >
      <p id={questionId} className="account-cancel__question">
        Lock your card?
      </p>
      <p id={explanationId}>
        While it is locked, new purchases are declined. Payments and refunds still go through, and you can unlock it
        here at any time.
      </p>
      {failureAlert}
      <div className="account-cancel__actions">
        <button
          type="button"
          className="button account-cancel__confirm"
          aria-disabled={lock.isPending || undefined}
          onKeyDown={keepOnEscape}
          onClick={() => {
            if (!lock.isPending) void send(() => lock.mutateAsync());
          }}
        >
          {lock.isPending ? 'Locking…' : 'Yes, lock my card'}
        </button>
        <button
          ref={keepRef}
          type="button"
          className="button button--secondary"
          onKeyDown={keepOnEscape}
          onClick={keep}
        >
          Keep it active
        </button>
      </div>
    </div>
  );
}
