import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  cardReplacementReasonLabels,
  cardReplacementReasons,
  cardReplacementSchema,
  replacementGetsNewNumber,
  replacementRefusal,
  type CardReplacementReason,
} from '@waypoint/domain/cards/card-replacement';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { ApiError, refusedField } from '../../lib/api-errors';
import { useReplaceCard, type CardAccount } from './api/card-account';
import { cardFailureText } from './card-panel-words';
import './card-panel-replacement.css';

const reasonOptions = cardReplacementReasons.map((value) => ({ value, label: cardReplacementReasonLabels[value] }));

/**
 * Whether the panel offers a new card (docs/product-rules.md#card-replacement): the domain's rule, as the
 * server applies it. The SSN follow-up runs from the card's activation (docs/product-rules.md#ssn-follow-up),
 * so a first card that never arrived may still be replaced while the SSN is missing; one in use may not.
 */
export function canAskForReplacement({ card, ssnNeeded }: CardAccount): boolean {
  return replacementRefusal(card.status, card.lockReason, ssnNeeded && card.activatedAt !== null) === null;
}

/** Beside a replacement's new card until it is activated: which card it takes the place of. */
export function ReplacedCardNote({ account }: { account: CardAccount }) {
  if (account.replacement?.status !== 'made') return null;
  return (
    <p className="card-panel__note card-replacement__replaces">
      {`This card replaces your card ending ${account.replacement.replacedLastFour}, which is closed.`}
    </p>
  );
}

/** What confirming does, said before it is done; a lost or stolen card's number may be in other hands. */
function consequenceWords(lastFour: string, reason: CardReplacementReason | null): string {
  const always = `Your card ending ${lastFour} will stop working at once. We will post a new card to the address on your application, free of charge.`;
  return reason && replacementGetsNewNumber(reason) ? `${always} It will have a new card number.` : always;
}

/**
 * Replace the card (docs/product-rules.md#card-replacement), asked in place as the lock is
 * (card-panel-lock.tsx): the reasons and the two answers replace the button, the focus goes to the first
 * reason, and "Keep my card" or Escape puts the button back with the focus on it. Nothing is sent before
 * "Close this card and send a new one"; a refusal is said above the answers and the choice stays. While
 * the new card is being made, a notice takes the button's place, with the focus once the cardholder asked.
 */
export function CardReplacementControls({ account }: { account: CardAccount }) {
  const replace = useReplaceCard();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<CardReplacementReason | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const focusAfter = useRef<'opener' | 'notice' | null>(null);
  const reasonsId = `${id}-reason`;
  const consequenceId = `${id}-consequence`;
  const { replacement } = account;
  const pending = replacement?.status === 'pending';

  useEffect(() => {
    if (confirming) {
      document.getElementById(reasonsId)?.focus();
      return;
    }
    // The notice comes with the card's new answer, which may render after the question closed: wait for it.
    const target = focusAfter.current === 'notice' ? noticeRef.current : openerRef.current;
    if (focusAfter.current && target) {
      focusAfter.current = null;
      target.focus();
    }
  }, [confirming, pending, reasonsId]);

  const keep = () => {
    focusAfter.current = 'opener';
    setConfirming(false);
    setReason(null);
    setReasonError(undefined);
    setFailure(null);
  };
  const keepOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || replace.isPending) return;
    event.preventDefault();
    keep();
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (replace.isPending) return;
    setFailure(null);
    const checked = cardReplacementSchema.safeParse({ cardId: account.card.id, reason });
    if (!checked.success) {
      setReasonError(checked.error.issues.find((issue) => issue.path[0] === 'reason')?.message);
      document.getElementById(reasonsId)?.focus();
      return;
    }
    setReasonError(undefined);
    try {
      await replace.mutateAsync(checked.data);
      focusAfter.current = 'notice';
      setConfirming(false);
    } catch (refused) {
      const field = refused instanceof ApiError ? refusedField(refused, ['reason'] as const) : null;
      if (field) setReasonError(field.text);
      else setFailure(cardFailureText(refused));
    }
  };

  if (replacement?.status === 'pending') {
    return (
      <p ref={noticeRef} tabIndex={-1} className="card-replacement__notice">
        {`Your card ending ${replacement.replacedLastFour} is closed. We are making your new card and will post it to the address on your application.`}
      </p>
    );
  }
  if (!canAskForReplacement(account)) return null;

  if (!confirming) {
    return (
      <div className="card-replacement">
        <button ref={openerRef} type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Replace your card
        </button>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label="Replace your card"
      className="account-cancel card-replacement"
      onSubmit={(event) => void send(event)}
    >
      <RadioGroupField
        id={reasonsId}
        name="reason"
        label="Why do you need a new card?"
        options={reasonOptions}
        error={reasonError}
        onKeyDown={keepOnEscape}
        onChange={(event) => setReason(cardReplacementReasons.find((value) => value === event.target.value) ?? null)}
      />
      <p id={consequenceId} className="card-replacement__consequence">
        {consequenceWords(account.card.lastFour, reason)}
      </p>
      {failure ? (
        <p role="alert" className="account-part__error">
          {failure}
        </p>
      ) : null}
      <div className="account-cancel__actions">
        <button
          type="submit"
          className="button account-cancel__confirm"
          aria-describedby={consequenceId}
          aria-disabled={replace.isPending || undefined}
          onKeyDown={keepOnEscape}
        >
          {replace.isPending ? 'Closing your card…' : 'Close this card and send a new one'}
        </button>
        <button type="button" className="button button--secondary" onKeyDown={keepOnEscape} onClick={keep}>
          Keep my card
        </button>
      </div>
    </form>
  );
}
