import type { ReactNode } from 'react';
import { PRODUCT } from '@waypoint/domain/product';
import { useSession } from '../../../lib/session/session-context';
import { useAccountApplicationStatus } from '../api/application-status';
import { ApplicationPart } from '../application-part';

/**
 * `/account` (decision 078): what needs doing first. Once a card exists,
 * `cardholderParts` (the card feature's balance and payment due, the card's one
 * status story, the SSN follow-up, recent transactions, cash back). Before a
 * card, the application leads: its status, then `decisionPanel` (the decision
 * feature's progress, with its approval words) and, while it is not decided,
 * `creditCheckPanel`. `invitePanel` closes the page for everyone. The route
 * table composes the parts (features do not import each other).
 */
export function AccountOverview({
  hasCard,
  cardholderParts = null,
  decisionPanel = null,
  creditCheckPanel = null,
  invitePanel,
}: {
  hasCard: boolean;
  cardholderParts?: ReactNode;
  decisionPanel?: ReactNode;
  creditCheckPanel?: ReactNode;
  invitePanel: (inviteCode: string) => ReactNode;
}) {
  const { user } = useSession();
  const application = useAccountApplicationStatus();
  if (!user) return null;
  // The credit check tells what happens while the application is in review; once decided, the decision panel does.
  const status = application.data?.status;
  const decided = status === 'approved' || status === 'declined';
  return (
    <>
      <title>{`Your account | ${PRODUCT.name}`}</title>
      <p className="account-page__eyebrow">Your account</p>
      <h1>Hello, {user.firstName}</h1>
      {hasCard ? (
        <>
          <p className="page__lead">{`Your ${PRODUCT.cardName} at a glance.`}</p>
          {cardholderParts}
        </>
      ) : (
        <>
          <ApplicationPart />
          {decisionPanel}
          {decided ? null : creditCheckPanel}
        </>
      )}
      {invitePanel(user.inviteCode)}
    </>
  );
}
