import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { BalanceSummary } from './balance-summary';
import { StatementList } from './statement-list';
import { TransactionList } from './transaction-list';
import '../card-account.css';

/**
 * /account/statements (docs/product-rules.md#statements): the balance, the
 * statements with their PDFs, and the transactions with a search. The account
 * layout around it gives the navigation.
 */
export function StatementsPage() {
  return (
    <div className="card-account">
      <title>{`Statements and activity | ${PRODUCT.name}`}</title>
      <header className="card-account__header">
        <p className="account-page__eyebrow">Your account</p>
        <h1>Statements and activity</h1>
        <div className="card-account__actions">
          <Link className="button button--primary" to={sitePaths.accountPay}>
            Make a payment
          </Link>
          <Link className="button button--secondary" to={sitePaths.accountPayments}>
            Payments and autopay
          </Link>
        </div>
      </header>
      <BalanceSummary />
      <StatementList />
      <TransactionList />
    </div>
  );
}
