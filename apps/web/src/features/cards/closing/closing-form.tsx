import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ApiError } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/dates';
import { useCashBackBankAccounts, type CashBackBankAccount } from '../api/cash-back-deposits';
import { formatCents } from '../money-words';
import { useCardClosingPreview, useCloseCardAccount, type CardClosingPreview } from './closing-api';
import { balanceWords, creditReportingWords, forfeitWords, payoutPlanWords, paymentsWords } from './closing-words';

function bankWords(account: CashBackBankAccount): string {
  return `${account.institutionName} ${account.subtype} ••${account.mask}`;
}

/** Where the cash back goes: a statement credit, or one of the linked bank accounts (the rest after the balance). */
function PayoutChoice({
  preview,
  choice,
  onChoose,
}: {
  preview: CardClosingPreview;
  choice: string;
  onChoose: (next: string) => void;
}) {
  const accounts = useCashBackBankAccounts();
  const groupName = useId();
  const linked = accounts.data ?? [];
  const chosen = linked.find((account) => String(account.id) === choice);
  if (preview.cashBackCents <= 0) return <p>{payoutPlanWords(preview, null)}</p>;
  return (
    <>
      <fieldset className="closing-page__where">
        <legend>{`Where should your ${formatCents(preview.cashBackCents)} cash back go?`}</legend>
        <label className="closing-page__choice">
          <input
            type="radio"
            name={groupName}
            value="statementCredit"
            checked={choice === 'statementCredit'}
            onChange={() => onChoose('statementCredit')}
          />
          As a statement credit against your balance
        </label>
        {linked.map((account) => (
          <label key={account.id} className="closing-page__choice">
            <input
              type="radio"
              name={groupName}
              value={String(account.id)}
              checked={choice === String(account.id)}
              onChange={() => onChoose(String(account.id))}
            />
            {`Your balance first, the rest to ${bankWords(account)}`}
          </label>
        ))}
        {accounts.isSuccess && linked.length === 0 ? (
          <p className="account-part__note">
            To have what is left after your balance paid into a bank account, link one first:{' '}
            <Link to={sitePaths.accountPay}>Link a bank account</Link>
          </p>
        ) : null}
      </fieldset>
      <p>{payoutPlanWords(preview, chosen ? bankWords(chosen) : null)}</p>
    </>
  );
}

/** What closing does, from the preview (docs/product-rules.md#closing-the-account). */
function WhatHappens({ preview, lastFour }: { preview: CardClosingPreview; lastFour: string }) {
  const payments = paymentsWords(preview);
  return (
    <ul className="closing-page__facts">
      <li>
        {`The card ending ${lastFour} stops working at once: purchases are declined, and it cannot be unlocked or reopened.`}
      </li>
      <li>
        {balanceWords(preview.balanceOwedCents)}
        {preview.balanceOwedCents > 0 ? (
          <>
            {' '}
            <Link to={sitePaths.accountPay}>Pay your balance</Link>
          </>
        ) : null}
      </li>
      {payments ? <li>{payments}</li> : null}
      <li>{`Any cash back you can redeem is paid out by ${formatDay(preview.cashBackPayoutBy)}.`}</li>
      <li>{creditReportingWords}</li>
    </ul>
  );
}

function refusalWords(error: Error): string {
  if (error instanceof ApiError) {
    if (error.code === 'STEP_UP_REQUIRED')
      return 'Confirm it is you to close your account, then press Close account again.';
    return error.message;
  }
  return 'We could not reach the server. Nothing has changed; press Close account again.';
}

/** The open account: what closing does, where the cash back goes, the confirmation and the button. */
export function ClosingForm({ lastFour }: { lastFour: string }) {
  const preview = useCardClosingPreview(true);
  const close = useCloseCardAccount();
  const [choice, setChoice] = useState('statementCredit');
  const [confirmed, setConfirmed] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const confirmId = useId();

  if (preview.isPending) return <p role="status">Loading what closing would do…</p>;
  if (preview.isError || !preview.data) {
    return (
      <div className="account-card">
        <p role="alert">
          {preview.error instanceof ApiError ? preview.error.message : 'We could not load what closing would do.'}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void preview.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const data = preview.data;
  const forfeit = forfeitWords(data.cashBackForfeitedCents);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (close.isPending) return;
    if (!confirmed) {
      setUnconfirmed(true);
      return;
    }
    close.mutate({ cashBackBankAccountId: choice === 'statementCredit' ? null : Number(choice) });
  };

  return (
    <form className="closing-page__form" onSubmit={submit} noValidate>
      <section className="account-card" aria-labelledby="closing-what-title">
        <h2 id="closing-what-title">What happens when you close it</h2>
        <WhatHappens preview={data} lastFour={lastFour} />
      </section>
      <section className="account-card" aria-labelledby="closing-cash-back-title">
        <h2 id="closing-cash-back-title">Your cash back</h2>
        <PayoutChoice preview={data} choice={choice} onChoose={setChoice} />
        {forfeit ? <p>{forfeit}</p> : null}
      </section>
      <section className="account-card" aria-labelledby="closing-confirm-title">
        <h2 id="closing-confirm-title">Confirm</h2>
        <CheckboxField
          id={confirmId}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          label="I understand that closing is final: my card stops working now and I still owe my balance."
          error={unconfirmed && !confirmed ? 'Tick the box to confirm you want to close your account' : undefined}
        />
        <button
          type="submit"
          className="button button--primary closing-page__button"
          aria-disabled={close.isPending || undefined}
        >
          {close.isPending ? 'Closing…' : 'Close account'}
        </button>
        {close.isError ? (
          <p role="alert" className="closing-page__error">
            {refusalWords(close.error)}
          </p>
        ) : null}
      </section>
    </form>
  );
}
