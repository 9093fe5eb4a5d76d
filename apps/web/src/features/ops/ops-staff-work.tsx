import { formatDay } from '../../lib/dates';
import type { OpsInformationRequest, OpsRecommendation } from './api/ops-applications-api';
import { money } from './ops-decisions';

function recommendationText(recommendation: OpsRecommendation): string {
  if (recommendation.outcome === 'approve') {
    return recommendation.creditLimit === null
      ? 'Approve'
      : `Approve, limit ${money.format(recommendation.creditLimit)}`;
  }
  return recommendation.outcome === 'decline' ? 'Decline' : recommendation.outcome;
}

/** The reviewers' recommendations (decision 032), oldest first: who, when, what and their note. */
export function OpsRecommendations({ recommendations }: { recommendations: OpsRecommendation[] }) {
  if (recommendations.length === 0) return <p>No one has recommended an outcome yet.</p>;
  return (
    <ul className="ops-staff-work" aria-label="Recommendations">
      {recommendations.map((recommendation) => (
        <li key={recommendation.id} className="ops-panel">
          <p>
            <strong>{recommendationText(recommendation)}</strong>
          </p>
          <p className="ops-muted">
            By {recommendation.staffEmail} on {formatDay(recommendation.createdAt)}
          </p>
          {recommendation.reasonDetails.length > 0 ? (
            <ol aria-label="Reasons, principal first">
              {recommendation.reasonDetails.map((reason) => (
                <li key={reason.code}>{reason.text}</li>
              ))}
            </ol>
          ) : null}
          {recommendation.note ? <p className="ops-note">Note: {recommendation.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The latest notice of incompleteness (Reg B 1002.9(c)): what was asked for, by when, and what is still missing. */
export function OpsInformationRequestSummary({ request }: { request: OpsInformationRequest | null }) {
  if (!request) return <p>No information has been requested.</p>;
  const outstanding = new Set(request.outstandingCodes);
  return (
    <div className="ops-panel" role="region" aria-label="Latest request for information">
      <p>
        Requested by {request.staffEmail} on {formatDay(request.requestedAt)}; the applicant has until{' '}
        <strong>{formatDay(request.deadline)}</strong>.
      </p>
      <ul className="ops-flags ops-flags--stacked" aria-label="Requested items">
        {request.items.map((item) => {
          const missing = outstanding.has(item.code);
          return (
            <li key={item.code} className={missing ? 'ops-flag ops-flag--problem' : 'ops-flag ops-flag--fine'}>
              {missing ? 'Outstanding' : 'Received'}: {item.text}
            </li>
          );
        })}
      </ul>
      {request.note ? <p className="ops-note">Note: {request.note}</p> : null}
    </div>
  );
}
