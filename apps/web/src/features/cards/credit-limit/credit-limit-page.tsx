import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ApiError } from '../../../lib/api-errors';
import { formatCents, formatRate } from '../money-words';
import { useCreditLimitState, type CreditLimitRequest } from './credit-limit-api';
import { CreditLimitForm } from './credit-limit-form';
import { RequestAnswer, RequestHistory } from './credit-limit-requests';
import './credit-limit-page.css';

function PageState() {
  const state = useCreditLimitState();
  const [answer, setAnswer] = useState<CreditLimitRequest | null>(null);
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
  const account = state.data.myCard;
  const requests = state.data.myCreditLimitIncreaseRequests;
  if (!account) {
    return (
      <p>
        You can ask for a higher limit once you have a card. <Link to={sitePaths.account}>Back to your account</Link>
      </p>
    );
  }
  const waiting = requests.some((request) => request.status === 'referred' || request.status === 'submitted');
  return (
    <>
      <section className="account-card" aria-labelledby="credit-limit-now-title">
        <h2 id="credit-limit-now-title">Your limit now</h2>
        <dl className="credit-limit__figures">
          <div>
            <dt>Credit limit</dt>
            <dd>{formatCents(account.creditLimitCents)}</dd>
          </div>
          {account.aprBps !== null && account.aprBps !== undefined ? (
            <div>
              <dt>Purchase APR</dt>
              <dd>{formatRate(account.aprBps)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="account-card">
        {answer ? (
          <RequestAnswer request={answer} />
        ) : account.status === 'closed' ? (
          <p>Your account is closed, so its limit cannot be raised.</p>
        ) : account.card.status !== 'active' ? (
          <p>
            Activate your card (and unlock it) before asking for a higher limit.{' '}
            <Link to={sitePaths.accountCard}>Go to your card</Link>
          </p>
        ) : waiting ? (
          <p>You already have a request waiting for an answer. We will e-mail you when it is decided.</p>
        ) : (
          <CreditLimitForm currentLimitCents={account.creditLimitCents} onAnswered={setAnswer} />
        )}
      </section>
      <RequestHistory requests={requests} />
    </>
  );
}

/**
 * `/account/credit-limit` (docs/product-rules.md#credit-limit-increases, decision 084): the limit now,
 * the request with an updated income and housing cost answered at once, and the requests made.
 */
export function CreditLimitPage() {
  return (
    <>
      <title>{`Credit limit | ${PRODUCT.name}`}</title>
      <p className="account-page__eyebrow">Your account</p>
      <h1>Ask for a higher credit limit</h1>
      <PageState />
    </>
  );
}
