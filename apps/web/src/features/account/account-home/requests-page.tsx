import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';

/**
 * `/account/requests` (decision 078): the change requests (name, address),
 * the way to ask for a higher limit once a card exists, and for a cardholder
 * the application's history and letters (`applicationPanels`; before a card
 * they lead the overview instead). Composed by the route table.
 */
export function RequestsPage({
  hasCard,
  changeRequestsPanel,
  applicationPanels = null,
}: {
  hasCard: boolean;
  changeRequestsPanel: ReactNode;
  applicationPanels?: ReactNode;
}) {
  return (
    <>
      <title>{`Requests | ${PRODUCT.name}`}</title>
      <p className="account-page__eyebrow">Your account</p>
      <h1>Requests</h1>
      {changeRequestsPanel}
      {hasCard ? (
        <section className="account-card" aria-labelledby="account-limit-request-title">
          <h2 id="account-limit-request-title">A higher credit limit</h2>
          <p>Ask us to review your credit limit. We look at your account and tell you our answer.</p>
          <p>
            <Link to={sitePaths.accountCreditLimit} className="button button--secondary">
              Request a higher limit
            </Link>
          </p>
        </section>
      ) : null}
      {hasCard ? applicationPanels : null}
    </>
  );
}
