import { isOpenChangeRequest } from '@waypoint/domain/change-requests/change-request-status';
import { AccountPart, partLoadOf } from '../../components/account/account-part';
import { useSession } from '../../lib/session/session-context';
import type { ChangeRequest } from './api/change-requests-api';
import { useChangeRequests } from './api/use-change-requests';
import { kindsOf } from './components/change-request-words';
import { LatestRequest } from './components/latest-request';
import { RequestForm } from './components/request-form';
import { RequestHistory } from './components/request-history';
import { StartRequestForm } from './components/start-request-form';
import './change-requests.css';

/**
 * "Change your details" on the account page (decision 036): the latest change
 * request and where it stands, the form of one being prepared (fields and
 * supporting documents), a way to start one, and the earlier ones. Shown only
 * inside a protected route, so a user is present.
 */
export function ChangeRequestsPanel() {
  const { user } = useSession();
  if (!user) return null;
  return <ChangeRequestsCard uuid={user.id} />;
}

function ChangeRequestsCard({ uuid }: { uuid: string }) {
  const { overview, history } = useChangeRequests(uuid);
  return (
    <AccountPart
      id="change-requests"
      title="Change your details"
      load={partLoadOf([overview, history])}
      failureText="We could not load your change requests."
    >
      {() => (
        <ChangeRequestsContent
          uuid={uuid}
          latest={overview.data?.changeRequestData ?? null}
          history={history.data ?? []}
        />
      )}
    </AccountPart>
  );
}

function ChangeRequestsContent({
  uuid,
  latest,
  history,
}: {
  uuid: string;
  latest: ChangeRequest | null;
  history: readonly ChangeRequest[];
}) {
  const earlier = history.filter((request) => request.id !== latest?.id);
  const openKinds = [latest, ...earlier].flatMap((request) =>
    request && isOpenChangeRequest(request.status) ? kindsOf(request.codes) : [],
  );
  return (
    <>
      <p>
        Moved, married, or called to active duty? Tell us here, with a document that shows it. We check every change
        before it reaches your account.
      </p>
      {latest ? <LatestRequest request={latest} /> : <p>You have not asked for a change yet.</p>}
      {latest?.status === 'pending' ? <RequestForm key={latest.id} uuid={uuid} request={latest} /> : null}
      {latest?.status !== 'pending' ? <StartRequestForm openKinds={openKinds} /> : null}
      <RequestHistory requests={earlier} />
    </>
  );
}
