import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { paymentStatusWords } from '../common/card-account-words';
import { dayWords } from '../common/dates';
import { formatCents } from '../common/money-words';
import { bankAccountName } from './api/payment-bank-accounts';
import type { CardPayment } from './api/payments';

/** What happens after a payment, by its status. */
function nextSteps(payment: CardPayment): string {
  if (payment.status === 'scheduled') {
    return `We will send it to your bank on ${dayWords(payment.creditDate)} and it counts as received that day. You can cancel it until then on Payments and autopay.`;
  }
  return `It counts as received on ${dayWords(payment.creditDate)} and lowers your balance once your bank sends it. If your bank returns it, we will tell you by e-mail.`;
}

/** The receipt (docs/product-rules.md#card-payments): amount, credit date, status and what happens next. */
export function PayReceipt({ payment }: { payment: CardPayment }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card-pay-receipt" aria-labelledby="pay-receipt-title">
      <h3 id="pay-receipt-title" ref={heading} tabIndex={-1} className="card-account__stage-title">
        {payment.status === 'scheduled' ? 'Payment scheduled' : 'Payment made'}
      </h3>
      <dl className="account-details card-account__figures">
        <div>
          <dt>Amount</dt>
          <dd className="card-account__figure">{formatCents(payment.amountCents)}</dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{bankAccountName(payment.bankAccount)}</dd>
        </div>
        <div>
          <dt>Counts as received</dt>
          <dd>{dayWords(payment.creditDate)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{paymentStatusWords(payment)}</dd>
        </div>
      </dl>
      <p>{nextSteps(payment)}</p>
      <div className="card-account__actions">
        <Link className="button button--primary" to={sitePaths.accountPayments}>
          See your payments
        </Link>
        <Link className="button button--secondary" to={sitePaths.accountStatements}>
          Back to statements
        </Link>
      </div>
    </section>
  );
}
