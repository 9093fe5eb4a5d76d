import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ApiError } from '../../../lib/api-errors';
import { useCashBackBankAccounts, type CashBackBankAccount } from '../api/cash-back-deposits';
import { useRedeemCashBack, type RedeemDestination, type Rewards } from '../api/rewards';
import { formatCents } from '../money-words';
import { redeemBlockedReason } from './redeem-blocked';

/** A refusal means the request was read and answered: a new click is a new request. No answer keeps the id. */
function answeredByServer(error: Error): boolean {
  return error instanceof ApiError && error.status < 500;
}

function bankWords(account: CashBackBankAccount): string {
  return `${account.institutionName} ${account.subtype} ••${account.mask}`;
}

/** "statementCredit" or a bank account's id, as the radio buttons carry it. */
function destinationOf(choice: string): RedeemDestination {
  return choice === 'statementCredit'
    ? { to: 'statementCredit' }
    : { to: 'bankDeposit', bankAccountId: Number(choice) };
}

function doneWords(destination: RedeemDestination, accounts: readonly CashBackBankAccount[]): string {
  if (destination.to === 'statementCredit') return 'Redeemed as a statement credit. It shows on your next statement.';
  const account = accounts.find((each) => each.id === destination.bankAccountId);
  return `Sent to ${account ? bankWords(account) : 'your bank account'}. Its status shows under Deposits to your bank.`;
}

/**
 * Redeem (docs/product-rules.md#cash-back, decision 078): where the cash back goes (a statement credit,
 * or a deposit to a linked bank account; "Link a bank account" leads to the Pay page when none is
 * linked), then the button. A bank account never paid into before asks for a step-up first.
 */
export function RedeemAction({ rewards }: { rewards: Rewards }) {
  const redeem = useRedeemCashBack();
  const accounts = useCashBackBankAccounts();
  const [choice, setChoice] = useState('statementCredit');
  const groupName = useId();
  // One id per attempt: made on the click, kept while the attempt has had no answer, so a retry pays once.
  const attemptId = useRef<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const blocked = redeemBlockedReason(rewards);
  const succeeded = redeem.isSuccess;
  const linked = accounts.data ?? [];

  // Once paid the button turns off (nothing left) and would drop the keyboard's place: it moves to the news.
  useEffect(() => {
    if (succeeded) done.current?.focus();
  }, [succeeded]);

  const choose = (next: string) => {
    // Another destination is another request: the next click makes a new id.
    if (next !== choice) attemptId.current = null;
    setChoice(next);
  };

  const send = () => {
    if (redeem.isPending) return;
    attemptId.current ??= crypto.randomUUID();
    redeem.mutate(
      { requestId: attemptId.current, destination: destinationOf(choice) },
      {
        onSuccess: () => {
          attemptId.current = null;
        },
        onError: (error) => {
          if (answeredByServer(error)) attemptId.current = null;
        },
      },
    );
  };

  return (
    <div className="rewards-panel__redeem">
      {blocked ? null : (
        <fieldset className="rewards-panel__where">
          <legend>Where should it go?</legend>
          <label className="rewards-panel__choice">
            <input
              type="radio"
              name={groupName}
              value="statementCredit"
              checked={choice === 'statementCredit'}
              onChange={() => choose('statementCredit')}
            />
            As a statement credit
          </label>
          {linked.map((account) => (
            <label key={account.id} className="rewards-panel__choice">
              <input
                type="radio"
                name={groupName}
                value={String(account.id)}
                checked={choice === String(account.id)}
                onChange={() => choose(String(account.id))}
              />
              {`Deposit to ${bankWords(account)}`}
            </label>
          ))}
          {accounts.isSuccess && linked.length === 0 ? (
            <p className="account-part__note">
              To have it paid into a bank account, link one first:{' '}
              <Link to={sitePaths.accountPay}>Link a bank account</Link>
            </p>
          ) : null}
        </fieldset>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={blocked !== null}
        // Kept focusable while the request is out (a disabled button loses focus); a second press is ignored.
        aria-disabled={redeem.isPending || undefined}
        aria-describedby={blocked ? 'rewards-redeem-reason' : undefined}
        onClick={send}
      >
        {redeem.isPending ? 'Redeeming…' : `Redeem ${formatCents(Math.max(rewards.balanceCents, 0))}`}
      </button>
      {blocked ? (
        <p id="rewards-redeem-reason" className="account-part__note">
          {blocked}
        </p>
      ) : null}
      {redeem.isError ? (
        <p role="alert" className="rewards-panel__error">
          {answeredByServer(redeem.error)
            ? redeem.error.message
            : 'We could not reach the bank to redeem your cash back. Press Redeem again: you will be paid once.'}
        </p>
      ) : null}
      {redeem.isSuccess ? (
        <p role="status" className="rewards-panel__done" ref={done} tabIndex={-1}>
          {doneWords(redeem.variables?.destination ?? { to: 'statementCredit' }, linked)}
        </p>
      ) : null}
    </div>
  );
}
