import { useState } from 'react';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { autopayChoiceWords } from '../common/card-account-words';
import { dayWords } from '../common/dates';
import { formatCents } from '../common/money-words';
import { answeredByServer } from '../common/query-retry';
import { bankAccountName, useMyPaymentBankAccounts } from '../payments/api/payment-bank-accounts';
import { useChangeAutopay, useMyAutopay, type Autopay } from './api/autopay';
import { AutopayForm } from './autopay-form';

function AutopayOn({ autopay, onChange }: { autopay: Autopay; onChange(): void }) {
  const { turnOff } = useChangeAutopay();
  const amount =
    autopay.amountChoice === 'fixed' && autopay.fixedAmountCents
      ? `${formatCents(autopay.fixedAmountCents)} each month (never more than the statement balance)`
      : autopayChoiceWords[autopay.amountChoice];
  return (
    <>
      <p className="card-account__done">Autopay is on.</p>
      <dl className="account-details card-account__figures">
        <div>
          <dt>Pays</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{bankAccountName(autopay.bankAccount)}</dd>
        </div>
        <div>
          <dt>Next payment</dt>
          <dd>{autopay.nextPaymentDate ? `On the due date, ${dayWords(autopay.nextPaymentDate)}` : 'None due yet'}</dd>
        </div>
      </dl>
      {turnOff.isError ? (
        <p role="alert" className="account-part__error">
          {answeredByServer(turnOff.error) ? turnOff.error.message : 'We could not turn autopay off. Try again.'}
        </p>
      ) : null}
      <div className="card-account__actions">
        <button type="button" className="button button--secondary" onClick={onChange}>
          Change autopay
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={turnOff.isPending || undefined}
          onClick={() => {
            if (!turnOff.isPending) turnOff.mutate();
          }}
        >
          {turnOff.isPending ? 'Turning off…' : 'Turn off autopay'}
        </button>
      </div>
    </>
  );
}

/** Autopay (docs/product-rules.md#autopay): on the due date a job pays what the cardholder chose. */
export function AutopayPanel() {
  const autopay = useMyAutopay();
  const accounts = useMyPaymentBankAccounts();
  const [editing, setEditing] = useState(false);
  return (
    <AccountPart
      id="card-autopay"
      title="Autopay"
      load={partLoadOf([autopay, accounts])}
      failureText="We could not load autopay."
    >
      {() => {
        const current = autopay.data ?? null;
        if (current && !editing) return <AutopayOn autopay={current} onChange={() => setEditing(true)} />;
        return (
          <>
            {current ? null : (
              <p>Autopay is off. Turn it on to pay automatically on each due date, so a payment is never late.</p>
            )}
            <AutopayForm current={current} accounts={accounts.data ?? []} onDone={() => setEditing(false)} />
          </>
        );
      }}
    </AccountPart>
  );
}
