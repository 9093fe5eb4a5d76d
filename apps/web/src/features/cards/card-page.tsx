import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useCardAccountTerms } from './api/card-overview';
import { CardPanel } from './card-panel';
import { ScraRateCapPanel } from './scra-rate-cap-panel';
import { SsnFollowUpPanel } from './ssn-follow-up-panel';

/** The account's own requests: a higher limit, or closing it; nothing to ask once it is closed. */
function AccountRequests() {
  const terms = useCardAccountTerms();
  if (terms.data === null || terms.data?.status === 'closed') return null;
  return (
    <section className="account-card" aria-labelledby="card-account-requests-title">
      <h2 id="card-account-requests-title">Your credit account</h2>
      <ul className="card-page__links">
        <li>
          <Link to={sitePaths.accountCreditLimit}>Request a higher credit limit</Link>
        </li>
        <li>
          <Link to={sitePaths.accountClose}>Close your account</Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * `/account/card` (decision 078): the card panel (status, limit and APR, activation, lock and unlock), the
 * SSN follow-up when it applies, and the way to ask for a higher limit or to close the account.
 */
export function CardPage() {
  return (
    <>
      <title>{`Your card | ${PRODUCT.name}`}</title>
      <p className="account-page__eyebrow">Your account</p>
      <h1>Card</h1>
      <CardPanel />
      <ScraRateCapPanel />
      <SsnFollowUpPanel />
      <AccountRequests />
    </>
  );
}
