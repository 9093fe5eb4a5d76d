import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { decideOpsCreditLimit, type OpsCreditLimitView } from './back-office-credit-limits-api';

/**
 * The decision of a referred request (decision 084): approve a limit the
 * ability-to-pay rule supports (the server checks it again), or decline with
 * one to four principal reasons; an optional note for the audit log.
 */
export function CreditLimitDecision({
  view,
  onDecided,
}: {
  view: OpsCreditLimitView;
  onDecided: (next: OpsCreditLimitView) => void;
}) {
  const ids = { limit: useId(), note: useId(), outcome: useId() };
  const proposed = Math.floor((view.proposedLimitCents ?? view.requestedLimitCents ?? 0) / 100);
  const [outcome, setOutcome] = useState<'approve' | 'decline'>('approve');
  const [limit, setLimit] = useState(String(proposed || ''));
  const [reasons, setReasons] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const decide = useMutation({ mutationFn: decideOpsCreditLimit, onSuccess: onDecided });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    decide.mutate({
      id: view.id,
      version: view.version,
      outcome,
      approvedLimit: outcome === 'approve' ? Number(limit.replace(/[$,\s]/g, '')) : null,
      reasons: outcome === 'decline' ? reasons : null,
      note: note.trim() === '' ? null : note,
    });
  };
  const toggle = (code: string) =>
    setReasons((before) => (before.includes(code) ? before.filter((item) => item !== code) : [...before, code]));

  return (
    <form className="ops-decision ops-credit-limit__decision" onSubmit={submit} aria-labelledby={ids.outcome}>
      <h2 id={ids.outcome}>Decide</h2>
      {decide.error ? (
        <FormAlert>
          {decide.error instanceof ApiError ? decide.error.message : 'The decision could not be sent. Try again.'}
        </FormAlert>
      ) : null}
      <fieldset>
        <legend>Outcome</legend>
        <label>
          <input type="radio" checked={outcome === 'approve'} onChange={() => setOutcome('approve')} /> Approve
        </label>{' '}
        <label>
          <input type="radio" checked={outcome === 'decline'} onChange={() => setOutcome('decline')} /> Decline
        </label>
      </fieldset>
      {outcome === 'approve' ? (
        <p>
          <label htmlFor={ids.limit}>
            New limit in dollars (whole hundreds; the ability-to-pay rule must support it)
          </label>
          <br />
          <input id={ids.limit} inputMode="numeric" value={limit} onChange={(event) => setLimit(event.target.value)} />
        </p>
      ) : (
        <fieldset>
          <legend>Principal reasons (one to four, principal first; they go on the notice)</legend>
          {view.declineReasonChoices.map((choice) => (
            <label key={choice.code} className="ops-choice">
              <input type="checkbox" checked={reasons.includes(choice.code)} onChange={() => toggle(choice.code)} />{' '}
              {choice.notice}
            </label>
          ))}
        </fieldset>
      )}
      <p>
        <label htmlFor={ids.note}>Note for the record (optional)</label>
        <textarea id={ids.note} value={note} onChange={(event) => setNote(event.target.value)} rows={2} />
      </p>
      <button type="submit" className="button button--primary" aria-disabled={decide.isPending}>
        {decide.isPending ? 'Sending…' : outcome === 'approve' ? 'Approve' : 'Decline'}
      </button>
    </form>
  );
}
