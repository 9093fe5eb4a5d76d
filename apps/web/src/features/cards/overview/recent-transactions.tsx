import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { formatDay } from '../../../lib/dates';
import { useOverviewTransactions, type OverviewTransaction } from '../api/card-overview';
import { formatCents } from '../money-words';

/** Kinds that lower the balance: shown as credits. */
const creditKinds = new Set(['refund', 'payment', 'credit']);

const kindWords: Record<string, string> = {
  purchase: 'Purchase',
  refund: 'Refund',
  payment: 'Payment',
  payment_return: 'Payment returned',
  credit: 'Credit',
  fee: 'Fee',
  interest: 'Interest',
};

/** A line's amount as it moved the balance: a credit is "−$20.00", a charge "$20.00". */
export function transactionAmountWords(line: Pick<OverviewTransaction, 'kind' | 'amountCents'>): string {
  return creditKinds.has(line.kind) ? `−${formatCents(line.amountCents)}` : formatCents(line.amountCents);
}

/**
 * "Recent transactions" on the overview (decision 078): the latest few lines, newest first, and the way to
 * all of them and the statements.
 */
export function RecentTransactions() {
  const lines = useOverviewTransactions();
  return (
    <AccountPart
      id="overview-transactions"
      title="Recent transactions"
      load={partLoadOf([lines])}
      failureText="We could not load your transactions."
    >
      {() => (
        <>
          {lines.data && lines.data.length > 0 ? (
            <ul className="overview-lines">
              {lines.data.map((line) => (
                <li key={line.id} className="overview-lines__row">
                  <span>
                    <span className="overview-lines__what">{line.description}</span>
                    <span className="overview-lines__when">
                      {`${kindWords[line.kind] ?? 'Transaction'} · ${line.status === 'pending' ? 'Pending' : formatDay(line.postedAt)}`}
                    </span>
                  </span>
                  <span
                    className={`overview-lines__amount${creditKinds.has(line.kind) ? ' overview-lines__amount--credit' : ''}`}
                  >
                    {transactionAmountWords(line)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="account-part__note">No transactions yet: purchases show here as they post.</p>
          )}
          <p>
            <Link to={sitePaths.accountStatements}>All transactions and statements</Link>
          </p>
        </>
      )}
    </AccountPart>
  );
}
