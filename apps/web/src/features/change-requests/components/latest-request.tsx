import { isOpenChangeRequest } from '@waypoint/domain/change-requests/change-request-status';
import type { ChangeRequest } from '../api/change-requests-api';
import { CancelRequest } from './cancel-request';
import { changeRequestStatusWords, kindsInSentence } from './change-request-words';

/** The latest request: what it changes and where it stands; an open one can be cancelled. */
export function LatestRequest({ request }: { request: ChangeRequest }) {
  return (
    <div className={`change-requests__latest change-requests__latest--${request.status}`}>
      <h3 className="change-requests__subtitle">Your request to change your {kindsInSentence(request.codes)}</h3>
      <p role="status" className="change-requests__status">
        {changeRequestStatusWords(request)}
      </p>
      {isOpenChangeRequest(request.status) ? <CancelRequest key={request.id} request={request} /> : null}
    </div>
  );
}
