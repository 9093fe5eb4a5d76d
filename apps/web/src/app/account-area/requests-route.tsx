import { RequestsPage } from '../../features/account/account-home/requests-page';
import { ApplicationPart } from '../../features/account/application-part';
import { ChangeRequestsPanel } from '../../features/change-requests/change-requests-panel';
import { ApplicationProgressPanel, EarlierLetters } from '../../features/decisions/application-progress-panel';
import { useHasCard } from './has-card';

/**
 * `/account/requests` as composed from its features (decision 078): change requests and, for a
 * cardholder, the application's history and letters, without the approval's mailing words (the card's
 * own status tells where the card is).
 */
export function AccountRequestsRoute() {
  const hasCard = useHasCard();
  return (
    <RequestsPage
      hasCard={hasCard}
      changeRequestsPanel={<ChangeRequestsPanel />}
      applicationPanels={
        <>
          <ApplicationPart />
          <ApplicationProgressPanel cardIssued />
          <EarlierLetters />
        </>
      }
    />
  );
}
