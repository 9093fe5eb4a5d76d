import { isOpenChangeRequest } from '@waypoint/domain/change-requests/change-request-status';
import { formatDay } from '../../../lib/dates';
import type { ChangeRequest } from '../api/change-requests-api';
import { CancelRequest } from './cancel-request';
import { changeRequestStatusNames, kindsInWords } from './change-request-words';

/** Earlier requests, newest first, as a short list: what was asked, when, and how it ended. */
export function RequestHistory({ requests }: { requests: readonly ChangeRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <div className="change-requests__history">
      <h3 className="change-requests__subtitle">Earlier requests</h3>
      <ul className="change-requests__history-list">
        {requests.map((request) => (
          <li key={request.id}>
            <span className="change-requests__history-kinds">{kindsInWords(request.codes)}</span>
            <span className="change-requests__history-meta">
              {changeRequestStatusNames[request.status]} · started {formatDay(request.createdAt)}
            </span>
            {request.status === 'declined' && request.declineReason ? (
              <span className="change-requests__history-reason">{request.declineReason}</span>
            ) : null}
            {isOpenChangeRequest(request.status) ? <CancelRequest request={request} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
