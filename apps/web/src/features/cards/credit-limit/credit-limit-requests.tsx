import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDay } from '../../../lib/dates';
import type { CreditLimitRequest } from './credit-limit-api';
import { requestedWords, requestOutcomeWords } from './credit-limit-words';

/** The answer to the request just made, on the page at once. */
export function RequestAnswer({ request }: { request: CreditLimitRequest }) {
  return (
    <FormAlert tone={request.status === 'declined' ? 'info' : 'success'}>
      <p>{requestOutcomeWords(request)}</p>
      {request.declineReasons.length > 0 ? (
        <>
          <p>The main reasons:</p>
          <ul>
            {request.declineReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      {request.status === 'approved' ? (
        <p>
          The new limit can take a few minutes to show. <Link to={sitePaths.accountCard}>See your card</Link>
        </p>
      ) : null}
    </FormAlert>
  );
}

/** The cardholder's requests, newest first. */
export function RequestHistory({ requests }: { requests: readonly CreditLimitRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section className="account-card" aria-labelledby="credit-limit-history-title">
      <h2 id="credit-limit-history-title">Your requests</h2>
      <ul className="credit-limit__history">
        {requests.map((request) => (
          <li key={request.id}>
            <p className="credit-limit__asked">{`${formatDay(request.createdAt)}: ${requestedWords(request)}`}</p>
            <p>{requestOutcomeWords(request)}</p>
            {request.declineReasons.length > 0 ? (
              <ul>
                {request.declineReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
