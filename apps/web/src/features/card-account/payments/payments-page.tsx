import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AutopayPanel } from '../autopay/autopay-panel';
import { NoticePreferencesPanel } from '../notices/notice-preferences-panel';
import { PaymentList } from './payment-list';
import '../card-account.css';

/**
 * /account/payments: the payments with their status and a cancel for those
 * not yet sent, autopay (docs/product-rules.md#autopay) and which notices
 * come by e-mail (docs/product-rules.md#card-notices).
 */
export function PaymentsPage() {
  return (
    <div className="card-account">
      <title>{`Payments and autopay | ${PRODUCT.name}`}</title>
      <header className="card-account__header">
        <p className="account-page__eyebrow">Your account</p>
        <p className="card-account__back">
          <Link to={sitePaths.accountStatements}>Statements and activity</Link>
        </p>
        <h1>Payments and autopay</h1>
        <div className="card-account__actions">
          <Link className="button button--primary" to={sitePaths.accountPay}>
            Make a payment
          </Link>
        </div>
      </header>
      <PaymentList />
      <AutopayPanel />
      <NoticePreferencesPanel />
    </div>
  );
}
