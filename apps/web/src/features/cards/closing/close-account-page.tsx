import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ApiError } from '../../../lib/api-errors';
import { ClosedAccount } from './closed-account';
import { useCardClosingState } from './closing-api';
import { ClosingForm } from './closing-form';
import './closing-page.css';

function PageState() {
  const state = useCardClosingState();
  if (state.isPending) return <p role="status">Loading your account…</p>;
  if (state.isError) {
    return (
      <div className="account-card">
        <p role="alert">{state.error instanceof ApiError ? state.error.message : 'We could not load your account.'}</p>
        <button type="button" className="button button--secondary" onClick={() => void state.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!state.data) {
    return (
      <p>
        You do not have a card account to close. <Link to={sitePaths.account}>Back to your account</Link>
      </p>
    );
  }
  if (state.data.status === 'closed') {
    return <ClosedAccount closure={state.data.closure} lastFour={state.data.card.lastFour} />;
  }
  return <ClosingForm lastFour={state.data.card.lastFour} />;
}

/**
 * `/account/close` (docs/product-rules.md#closing-the-account, decision 083): what closing does (the card
 * stops at once, the balance stays payable with autopay, the cash back paid within 30 days and where),
 * the confirmation and the button behind a step-up; then the closed account.
 */
export function CloseAccountPage() {
  return (
    <>
      <title>{`Close your account | ${PRODUCT.name}`}</title>
      <p className="account-page__eyebrow">Your account</p>
      <h1>Close your account</h1>
      <PageState />
    </>
  );
}
