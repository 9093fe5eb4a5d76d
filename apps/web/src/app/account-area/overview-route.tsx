import { AccountOverview } from '../../features/account/account-home/account-overview';
import { RequestedDocumentUpload } from '../../features/application/documents/requested-document-upload';
import { CardPhoneNotice } from '../../features/cards/card-phone-notice';
import { CardholderOverview } from '../../features/cards/overview/cardholder-overview';
import { CreditCheckPanel } from '../../features/credit-report/credit-check-panel';
import { ApplicationProgressPanel, EarlierLetters } from '../../features/decisions/application-progress-panel';
import { InviteFriendsPanel } from '../../features/referrals/invite-friends-panel';
import { useHasCard } from './has-card';

/**
 * `/account` as composed from its features (decision 078): a cardholder's overview once a card exists;
 * before it, the application, its decision (with the phone notice under an approval) and the credit
 * check. The invitation closes both.
 */
export function AccountOverviewRoute() {
  const hasCard = useHasCard();
  return (
    <AccountOverview
      hasCard={hasCard}
      cardholderParts={<CardholderOverview />}
      decisionPanel={
        <>
          <ApplicationProgressPanel upload={RequestedDocumentUpload} approvedNotice={<CardPhoneNotice />} />
          <EarlierLetters />
        </>
      }
      creditCheckPanel={<CreditCheckPanel />}
      invitePanel={(inviteCode) => <InviteFriendsPanel sessionCode={inviteCode} />}
    />
  );
}
