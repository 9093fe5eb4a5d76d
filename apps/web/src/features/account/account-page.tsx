import type { ReactNode } from 'react';
import { PRODUCT } from '@waypoint/domain/product';
import { SignOutButton } from '../../components/sign-out-button';
import { useSession } from '../../lib/session/session-context';
import { useMyPromoCode } from './api/my-promo-code';
import { ApplicationSummary } from './application-summary';
import './account-page.css';

/**
 * The signed-in person's home. Only shown inside a protected route, so a user is present.
 * `invitePanel`: the referrals feature's panel; `creditCheckPanel`: the credit-check feature's, shown
 * once the application is submitted; `decisionPanel`: the decision feature's progress panel, once the
 * application is submitted (a request for information, then the final decision). All are composed by the route table (features do not import each other).
 */
export function AccountPage({
  invitePanel,
  creditCheckPanel = null,
  decisionPanel = null,
}: {
  invitePanel: (inviteCode: string) => ReactNode;
  creditCheckPanel?: ReactNode;
  decisionPanel?: ReactNode;
}) {
  const { user } = useSession();
  const { data: promoCode } = useMyPromoCode();
  if (!user) return null;

  return (
    <div className="page account-page">
      <title>{`Your account | ${PRODUCT.name}`}</title>
      <div className="container account-page__body">
        <p className="account-page__eyebrow">Your account</p>
        <h1>Hello, {user.firstName}</h1>
        {user.isCardHolder ? (
          <p className="page__lead">{`Your ${PRODUCT.cardName} at a glance.`}</p>
        ) : (
          <ApplicationSummary />
        )}
        {decisionPanel}
        {creditCheckPanel}
        <section className="account-card" aria-labelledby="account-details-title">
          <h2 id="account-details-title">Your details</h2>
          <dl className="account-details">
            <div>
              <dt>Name</dt>
              <dd>
                {user.firstName} {user.lastName}
              </dd>
            </div>
            <div>
              <dt>Email address</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Invite code</dt>
              <dd className="account-details__code">{user.inviteCode}</dd>
            </div>
            {promoCode ? (
              <div>
                <dt>Promo code used at sign-up</dt>
                <dd className="account-details__code">{promoCode}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        {invitePanel(user.inviteCode)}
        <section className="account-card" aria-labelledby="account-signout-title">
          <h2 id="account-signout-title">Signing out</h2>
          <p>On a shared or public computer, always sign out when you are done.</p>
          <SignOutButton />
        </section>
      </div>
    </div>
  );
}
