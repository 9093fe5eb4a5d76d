import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { useCardOverviewDue } from '../api/card-overview';
import { formatCents } from '../money-words';
import { autopayWords, minimumDueWords } from './payment-due-words';

/**
 * "Balance and payments" on the overview (decision 078): what is owed and what is left to spend, as the
 * issuer keeps them (myCardBalance), the minimum payment and its due date or "Paid", a Pay button, and
 * autopay on or off. Shows nothing before a card account exists.
 */
export function PaymentDuePanel() {
  const due = useCardOverviewDue();
  if (due.data && !due.data.myCardBalance) return null;
  return (
    <AccountPart
      id="overview-payments"
      title="Balance and payments"
      load={partLoadOf([due])}
      failureText="We could not load your balance."
    >
      {() => {
        const balance = due.data?.myCardBalance;
        const options = due.data?.myPaymentOptions;
        if (!balance) return null;
        const minimum = options ? minimumDueWords(options) : null;
        return (
          <>
            <dl className="account-details overview-figures">
              <div>
                <dt>Current balance</dt>
                <dd className="overview-figures__big">{formatCents(balance.currentBalanceCents)}</dd>
              </div>
              <div>
                <dt>Available credit</dt>
                <dd className="overview-figures__big">{formatCents(balance.availableCreditCents)}</dd>
                <dd className="overview-figures__note">{`of ${formatCents(balance.creditLimitCents)} limit`}</dd>
              </div>
              {minimum ? (
                <div>
                  <dt>Minimum payment</dt>
                  <dd className="overview-figures__big">{minimum.figure}</dd>
                  <dd className="overview-figures__note">{minimum.note}</dd>
                </div>
              ) : null}
            </dl>
            <div className="overview-actions">
              <Link to={sitePaths.accountPay} className="button button--primary">
                Pay
              </Link>
              <Link to={sitePaths.accountStatements}>Statements and transactions</Link>
            </div>
            <p className="overview-autopay">
              {autopayWords(due.data?.myAutopay ?? null)}{' '}
              <Link to={sitePaths.accountPayments}>{due.data?.myAutopay ? 'Change autopay' : 'Set up autopay'}</Link>
            </p>
          </>
        );
      }}
    </AccountPart>
  );
}
