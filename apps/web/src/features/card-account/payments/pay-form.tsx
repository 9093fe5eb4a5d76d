import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PaymentAmountChoice } from '@waypoint/domain/card-account/payment-amount';
import { DateField } from '../../../components/form/date-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import { payAmountChoiceWords } from '../common/card-account-words';
import { dayWords } from '../common/dates';
import { formatCents } from '../common/money-words';
import { bankAccountName, type PaymentBankAccount } from './api/payment-bank-accounts';
import type { PaymentOptions } from './api/payment-options';
import { LinkBankAccount } from './bank-link/link-bank-account';
import { checkPayDraft, choiceAmounts, type PayDraft, type PayErrors } from './pay-draft';

function amountOptions(options: PaymentOptions) {
  const amounts = choiceAmounts(options);
  const dueHint = options.dueDate ? `Due ${dayWords(options.dueDate)}` : undefined;
  const figure = (cents: number) => (cents > 0 ? formatCents(cents) : 'nothing left to pay');
  return [
    {
      value: 'minimum',
      label: `${payAmountChoiceWords.minimum}: ${figure(amounts.minimumDueCents)}`,
      ...(dueHint ? { hint: dueHint } : {}),
    },
    {
      value: 'statementBalance',
      label: `${payAmountChoiceWords.statementBalance}: ${figure(amounts.statementBalanceRemainingCents)}`,
      hint: 'What is left of your last statement’s balance. Paying it in full by the due date avoids interest.',
    },
    {
      value: 'currentBalance',
      label: `${payAmountChoiceWords.currentBalance}: ${figure(amounts.currentBalanceCents)}`,
      hint: 'Everything you owe today, with purchases since your last statement.',
    },
    { value: 'other', label: payAmountChoiceWords.other },
  ];
}

/**
 * The Pay form (docs/product-rules.md#card-payments): the bank account to pay
 * from (or linking one), how much, and when; "Review" checks it with the
 * domain's rules and hands the payment on.
 */
export function PayForm({
  options,
  accounts,
  draft: startDraft,
  errors: startErrors,
  onReview,
}: {
  options: PaymentOptions;
  accounts: PaymentBankAccount[];
  draft: PayDraft;
  /** Errors the server gave for this draft, shown at their fields. */
  errors: PayErrors;
  onReview(draft: PayDraft, checked: Exclude<ReturnType<typeof checkPayDraft>, { errors: PayErrors }>): void;
}) {
  const [draft, setDraft] = useState(startDraft);
  const [errors, setErrors] = useState(startErrors);
  // Counts accounts linked here: the account group starts again with the new one checked.
  const [linkRound, setLinkRound] = useState(0);
  // Bumped by a refused Review: once the errors are drawn, the first field with one takes the focus.
  const [refusals, setRefusals] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const change = (part: Partial<PayDraft>) => setDraft((current) => ({ ...current, ...part }));

  useEffect(() => {
    if (refusals === 0) return;
    frame.current?.querySelector<HTMLElement>('[aria-invalid="true"], .field--error input')?.focus();
  }, [refusals]);

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPayDraft(draft, options);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setRefusals((count) => count + 1);
      return;
    }
    onReview(draft, checked);
  };

  // The bank account part sits before the form, not in it: linking opens Link's own form in a dialog.
  return (
    <div className="card-pay-form" ref={frame}>
      {accounts.length > 0 ? (
        <RadioGroupField
          key={`${accounts.length}-${linkRound}`}
          id="pay-bank-account"
          name="bankAccountId"
          label="Pay from"
          error={errors.bankAccountId}
          options={accounts.map((account) => ({ value: String(account.id), label: bankAccountName(account) }))}
          {...(draft.bankAccountId === null ? {} : { defaultValue: String(draft.bankAccountId) })}
          onChange={(event) => change({ bankAccountId: Number(event.target.value) })}
        />
      ) : (
        <div className={`field${errors.bankAccountId ? ' field--error' : ''}`}>
          <p className="field__label">Pay from</p>
          <p className="account-part__note">Link the bank account you want to pay from.</p>
          {errors.bankAccountId ? <p className="field__error">{errors.bankAccountId}</p> : null}
        </div>
      )}
      <LinkBankAccount
        label={accounts.length > 0 ? 'Link another bank account' : 'Link a bank account'}
        onLinked={(account) => {
          change({ bankAccountId: account.id });
          setLinkRound((round) => round + 1);
        }}
      />
      <form noValidate aria-label="Make a payment" onSubmit={review} className="card-pay-form">
        <RadioGroupField
          id="pay-amount"
          name="amountChoice"
          label="Amount"
          error={errors.amountChoice}
          options={amountOptions(options)}
          {...(draft.amountChoice === null ? {} : { defaultValue: draft.amountChoice })}
          onChange={(event) => change({ amountChoice: event.target.value as PaymentAmountChoice })}
        />
        {draft.amountChoice === 'other' ? (
          <TextField
            id="pay-other-amount"
            label="Amount to pay, in US dollars"
            hint={`From $1.00 to your current balance, ${formatCents(choiceAmounts(options).currentBalanceCents)}.`}
            inputMode="decimal"
            autoComplete="off"
            error={errors.amountCents}
            value={draft.otherAmount}
            onChange={(event) => change({ otherAmount: event.target.value })}
          />
        ) : null}
        <RadioGroupField
          id="pay-when"
          name="when"
          label="When"
          error={undefined}
          defaultValue={draft.when}
          options={[
            {
              value: 'now',
              label: 'Now',
              hint: `Counts as received today, ${dayWords(options.creditDateIfPaidNow)}, when made by 11:59 p.m. Eastern.`,
            },
            { value: 'later', label: 'On a later date', hint: `Up to ${dayWords(options.latestScheduleDate)}.` },
          ]}
          onChange={(event) => change({ when: event.target.value === 'later' ? 'later' : 'now' })}
        />
        {draft.when === 'later' ? (
          <DateField
            id="pay-date"
            label="Pay on"
            hint="The payment counts as received on that day."
            min={options.creditDateIfPaidNow}
            max={options.latestScheduleDate}
            error={errors.scheduledFor}
            value={draft.scheduledFor}
            onChange={(event) => change({ scheduledFor: event.target.value })}
          />
        ) : null}
        <button type="submit" className="button button--primary">
          Review payment
        </button>
      </form>
    </div>
  );
}
