import { useState, type FormEvent } from 'react';
import { autopaySettingProblem, type AutopayChoice } from '@waypoint/domain/card-account/autopay';
import { dollarsToCents } from '@waypoint/domain/card-account/payment-amount';
import { FormAlert } from '../../../components/form/form-alert';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import { refusedField } from '../../../lib/api-errors';
import { autopayChoiceWords } from '../common/card-account-words';
import { formatCents } from '../common/money-words';
import { answeredByServer } from '../common/query-retry';
import { bankAccountName, type PaymentBankAccount } from '../payments/api/payment-bank-accounts';
import { LinkBankAccount } from '../payments/bank-link/link-bank-account';
import { useChangeAutopay, type Autopay } from './api/autopay';

type Field = 'bankAccountId' | 'amountChoice' | 'fixedAmountCents';
const fields: readonly Field[] = ['bankAccountId', 'amountChoice', 'fixedAmountCents'];

const fixedAmountWords = {
  missing: 'Enter the amount autopay pays.',
  tooSmall: 'The smallest autopay amount is $1.00.',
  tooLarge: 'Enter a smaller amount.',
  notAllowed: 'Enter the amount only for a fixed amount.',
} as const;

/** Autopay's settings: the bank account and what it pays; saving turns autopay on or changes it. */
export function AutopayForm({
  current,
  accounts,
  onDone,
}: {
  current: Autopay | null;
  accounts: PaymentBankAccount[];
  onDone(): void;
}) {
  const { set } = useChangeAutopay();
  const [bankAccountId, setBankAccountId] = useState<number | null>(
    current?.bankAccount.id ?? (accounts.length === 1 ? (accounts[0]?.id ?? null) : null),
  );
  const [choice, setChoice] = useState<AutopayChoice>(current?.amountChoice ?? 'minimum');
  const [fixed, setFixed] = useState(current?.fixedAmountCents ? (current.fixedAmountCents / 100).toFixed(2) : '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [linkRound, setLinkRound] = useState(0);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (set.isPending) return;
    const fixedAmountCents = choice === 'fixed' ? dollarsToCents(fixed) : null;
    const found: Partial<Record<Field, string>> = {};
    if (bankAccountId === null) found.bankAccountId = 'Choose the bank account autopay pays from.';
    const problem = autopaySettingProblem(choice, fixedAmountCents);
    if (problem?.field === 'fixedAmountCents') {
      found.fixedAmountCents =
        problem.problem === 'missing' && fixed.trim() !== ''
          ? 'Enter the amount in dollars and cents, like 50.00.'
          : fixedAmountWords[problem.problem];
    }
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0 || bankAccountId === null) return;
    set.mutate(
      { bankAccountId, amountChoice: choice, fixedAmountCents },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!answeredByServer(error)) return setAlert('We could not reach the bank to save autopay. Try again.');
          const field = refusedField(error, fields);
          if (field) setErrors({ [field.field]: field.text });
          else setAlert(error.message);
        },
      },
    );
  };

  // The bank account part sits before the form, not in it: linking opens Link's own form in a dialog.
  return (
    <div className="card-autopay-form">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {accounts.length > 0 ? (
        <RadioGroupField
          key={`${accounts.length}-${linkRound}`}
          id="autopay-bank-account"
          name="autopayBankAccountId"
          label="Pay from"
          error={errors.bankAccountId}
          options={accounts.map((account) => ({ value: String(account.id), label: bankAccountName(account) }))}
          {...(bankAccountId === null ? {} : { defaultValue: String(bankAccountId) })}
          onChange={(event) => setBankAccountId(Number(event.target.value))}
        />
      ) : (
        <p className="account-part__note">Link the bank account autopay pays from.</p>
      )}
      <LinkBankAccount
        label={accounts.length > 0 ? 'Link another bank account' : 'Link a bank account'}
        onLinked={(account) => {
          setBankAccountId(account.id);
          setLinkRound((round) => round + 1);
        }}
      />
      <form noValidate aria-label="Autopay settings" onSubmit={save} className="card-autopay-form">
        <RadioGroupField
          id="autopay-amount"
          name="autopayAmountChoice"
          label="Autopay pays"
          error={errors.amountChoice}
          defaultValue={choice}
          options={[
            { value: 'minimum', label: autopayChoiceWords.minimum },
            {
              value: 'statementBalance',
              label: autopayChoiceWords.statementBalance,
              hint: 'Paying the statement balance in full each month avoids interest on purchases.',
            },
            {
              value: 'fixed',
              label: autopayChoiceWords.fixed,
              hint: 'Never more than the statement balance; if it is less than the minimum, pay the rest yourself.',
            },
          ]}
          onChange={(event) => setChoice(event.target.value as AutopayChoice)}
        />
        {choice === 'fixed' ? (
          <TextField
            id="autopay-fixed-amount"
            label="Fixed amount, in US dollars"
            inputMode="decimal"
            autoComplete="off"
            error={errors.fixedAmountCents}
            value={fixed}
            onChange={(event) => setFixed(event.target.value)}
            {...(current?.fixedAmountCents ? { hint: `Now ${formatCents(current.fixedAmountCents)}.` } : {})}
          />
        ) : null}
        <p className="account-part__note">
          When autopay pays the minimum or the statement balance, the amount changes from month to month: we e-mail you
          the amount and the day at least 10 days before each payment.
        </p>
        <div className="card-account__actions">
          <button type="submit" className="button button--primary" aria-disabled={set.isPending || undefined}>
            {set.isPending ? 'Saving…' : current ? 'Save autopay' : 'Turn on autopay'}
          </button>
          {current ? (
            <button type="button" className="button button--secondary" onClick={onDone}>
              Keep as it is
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
