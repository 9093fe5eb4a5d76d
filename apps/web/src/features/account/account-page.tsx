import type { ReactNode } from 'react';
import { PRODUCT } from '@waypoint/domain/product';
import { SignOutButton } from '../../components/sign-out-button';
import { useSession } from '../../lib/session/session-context';
import { useAccountApplicationStatus } from './api/application-status';
import { ApplicationPart } from './application-part';
import { ProfilePart } from './profile-part';
import './account-page.css';

/**
 * The signed-in person's home. Only shown inside a protected route, so a user is present. Its parts
 * (Application, Your details, Referrals) each load and fail on their own (account-part.tsx).
 * `invitePanel`: the referrals feature's panel (the Referrals part); `creditCheckPanel`: the
 * credit-check feature's, shown once the application is submitted and until it is decided; `decisionPanel`: the decision
 * feature's progress panel, once the application is submitted (a request for information, then the
 * final decision); `changeRequestsPanel`: the change-requests feature's, after the details it changes;
 * `cardPanel`: the card feature's card summary, first, as a bank's page starts with the card;
 * `rewardsPanel`: the card feature's cash back, right after it; `ssnPanel`: the card feature's SSN
 * follow-up, between them, for a cardholder admitted without an SSN (product-rules#ssn-follow-up).
 * All are composed by the route table (features do not import each other).
 */
export function AccountPage({
  invitePanel,
  creditCheckPanel = null,
  decisionPanel = null,
  changeRequestsPanel = null,
  cardPanel = null,
  rewardsPanel = null,
  ssnPanel = null,
}: {
  invitePanel: (inviteCode: string) => ReactNode;
  creditCheckPanel?: ReactNode;
  decisionPanel?: ReactNode;
  changeRequestsPanel?: ReactNode;
  cardPanel?: ReactNode;
  rewardsPanel?: ReactNode;
  ssnPanel?: ReactNode;
}) {
  const { user } = useSession();
  const application = useAccountApplicationStatus();
  if (!user) return null;
  // The credit check tells what happens while the application is in review; once decided, the decision panel does.
  const status = application.data?.status;
  const decided = status === 'approved' || status === 'declined';

  return (
    <div className="page account-page">
      <title>{`Your account | ${PRODUCT.name}`}</title>
      <div className="container account-page__body">
        <p className="account-page__eyebrow">Your account</p>
        <h1>Hello, {user.firstName}</h1>
        {user.isCardHolder ? <p className="page__lead">{`Your ${PRODUCT.cardName} at a glance.`}</p> : null}
        {cardPanel}
        {ssnPanel}
        {rewardsPanel}
        <ApplicationPart />
        {decisionPanel}
        {decided ? null : creditCheckPanel}
        <ProfilePart user={user} />
        {changeRequestsPanel}
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
