import { useEffect, useRef, useState } from 'react';
import { payAmountChoiceWords } from '../common/card-account-words';
import { dayWords } from '../common/dates';
import { formatCents } from '../common/money-words';
import { answeredByServer } from '../common/query-retry';
import { bankAccountName, type PaymentBankAccount } from './api/payment-bank-accounts';
import type { PaymentOptions } from './api/payment-options';
import { useMakeCardPayment, type CardPayment, type PaymentRequest } from './api/payments';

export type ReviewedPayment = Omit<PaymentRequest, 'idempotencyKey'>;

/**
 * The review before paying (docs/product-rules.md#card-payments). Its
 * idempotency key is made once, when the review opens, and sent with every
 * press of Confirm on it: a double click or a retry after a dropped answer
 * pays once (the server keeps one payment per key, decision 080). The button
 * is disabled while a request is out. A refusal goes back to the form; no
 * answer keeps the review and its key for another press.
 */
export function PayReview({
  payment,
  amountCents,
  account,
  options,
  onPaid,
  onRefused,
  onEdit,
}: {
  payment: ReviewedPayment;
  amountCents: number;
  account: PaymentBankAccount | undefined;
  options: PaymentOptions;
  onPaid(payment: CardPayment): void;
  onRefused(error: Error): void;
  onEdit(): void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const pay = useMakeCardPayment();
  const sending = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const confirm = () => {
    // A second click before React draws the disabled button is ignored here too.
    if (sending.current) return;
    sending.current = true;
    pay.mutate(
      { ...payment, idempotencyKey },
      {
        onSuccess: onPaid,
        onError: (error) => {
          if (answeredByServer(error)) onRefused(error);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const creditDate = payment.scheduledFor ?? options.creditDateIfPaidNow;
  return (
    <section className="card-pay-review" aria-labelledby="pay-review-title">
      <h3 id="pay-review-title" ref={heading} tabIndex={-1} className="card-account__stage-title">
        Review your payment
      </h3>
      <dl className="account-details card-account__figures">
        <div>
          <dt>Amount</dt>
          <dd className="card-account__figure">{formatCents(amountCents)}</dd>
        </div>
        <div>
          <dt>Paying</dt>
          <dd>{payAmountChoiceWords[payment.amountChoice]}</dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{account ? bankAccountName(account) : 'Your bank account'}</dd>
        </div>
        <div>
          <dt>{payment.scheduledFor ? 'Pays on' : 'Counts as received'}</dt>
          <dd>
            {payment.scheduledFor
              ? dayWords(payment.scheduledFor)
              : `Today, ${dayWords(creditDate)}, when made by 11:59 p.m. Eastern`}
          </dd>
        </div>
      </dl>
      <p className="account-part__note">
        {`By confirming you authorize ${formatCents(amountCents)} to be taken from this bank account on ${dayWords(creditDate)}. `}
        You can cancel a scheduled payment, or a pending one the bank has not yet sent, on Payments and autopay.
      </p>
      {pay.isError && !answeredByServer(pay.error) ? (
        <p role="alert" className="account-part__error">
          We could not reach the bank to make the payment. Press Confirm payment again: you will pay once.
        </p>
      ) : null}
      <div className="card-account__actions">
        <button type="button" className="button button--primary" disabled={pay.isPending} onClick={confirm}>
          {pay.isPending ? 'Paying…' : 'Confirm payment'}
        </button>
        <button type="button" className="button button--secondary" disabled={pay.isPending} onClick={onEdit}>
          Change
        </button>
      </div>
    </section>
  );
}
