import { useState } from 'react';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { Amount } from '../common/amount';
import { payAmountChoiceWords, paymentStatusWords } from '../common/card-account-words';
import { dayWords } from '../common/dates';
import { answeredByServer } from '../common/query-retry';
import { bankAccountName } from './api/payment-bank-accounts';
import { useCancelCardPayment, useMyPayments, type CardPayment } from './api/payments';

const cancelable: ReadonlySet<CardPayment['status']> = new Set(['scheduled', 'pending']);
const creditedOrComing: ReadonlySet<CardPayment['status']> = new Set(['scheduled', 'pending', 'posted']);

function choiceWords(payment: CardPayment): string {
  if (payment.autopay) return 'Autopay';
  return payment.amountChoice in payAmountChoiceWords
    ? payAmountChoiceWords[payment.amountChoice as keyof typeof payAmountChoiceWords]
    : 'Payment';
}

function PaymentRow({ payment }: { payment: CardPayment }) {
  const cancel = useCancelCardPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const send = () => {
    if (cancel.isPending) return;
    setFailure(null);
    cancel.mutate(payment.id, {
      onError: (error) =>
        setFailure(answeredByServer(error) ? error.message : 'We could not reach the bank. Press Cancel again.'),
    });
  };
  return (
    <li className="card-line card-line--wide-date card-payment">
      <span className="card-line__when">{dayWords(payment.creditDate)}</span>
      <span className="card-line__what">
        <span className="card-line__description">{`${choiceWords(payment)} from ${bankAccountName(payment.bankAccount)}`}</span>
        <span className={`card-payment__status card-payment__status--${payment.status}`}>
          {paymentStatusWords(payment)}
        </span>
        {failure ? (
          <span role="alert" className="account-part__error">
            {failure}
          </span>
        ) : null}
      </span>
      <span className="card-payment__end">
        {/* A returned or canceled payment credited nothing: its amount is shown plainly. */}
        <Amount cents={payment.amountCents} credit={creditedOrComing.has(payment.status)} />
        {cancelable.has(payment.status) ? (
          <button
            type="button"
            className="button button--secondary card-payment__cancel"
            aria-disabled={cancel.isPending || undefined}
            onClick={send}
          >
            {cancel.isPending ? 'Canceling…' : 'Cancel'}
            <span className="visually-hidden">{` the payment of ${dayWords(payment.creditDate)}`}</span>
          </button>
        ) : null}
      </span>
    </li>
  );
}

/** The payments (docs/product-rules.md#card-payments): scheduled and pending first, each with its status in words. */
export function PaymentList() {
  const payments = useMyPayments();
  return (
    <AccountPart
      id="card-payments"
      title="Payments"
      load={partLoadOf([payments])}
      failureText="We could not load your payments."
    >
      {() =>
        payments.data && payments.data.length > 0 ? (
          <ul className="card-lines" aria-label="Your payments">
            {payments.data.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        ) : (
          <p className="account-part__note">No payments yet.</p>
        )
      }
    </AccountPart>
  );
}
