import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { formatDay } from '../../../lib/dates';
import type { CaseItem } from '../api/back-office-cases-api';
import { labelOf, trackLabels } from '../back-office-labels';
import { clockIsUrgent, RegBClock } from '../back-office-reg-b-clock';
import { caseStatusLabels, finalDecisionLabels, suggestionLabels } from './case-search-labels';

const applicationPath = (applicationId: number) =>
  sitePaths.opsApplication.replace(':applicationId', String(applicationId));

function Reasons({ reasons }: { reasons: CaseItem['finalReasons'] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="ops-case-reasons">
      {reasons.map((reason) => (
        <li key={reason.code}>{reason.text}</li>
      ))}
    </ul>
  );
}

/** The final decision and its reasons, or else the policy's suggestion and its reasons, all in words. */
function Decision({ item }: { item: CaseItem }) {
  if (item.finalDecision)
    return (
      <>
        <strong>{labelOf(finalDecisionLabels, item.finalDecision)}</strong>
        <Reasons reasons={item.finalReasons} />
      </>
    );
  if (item.suggestion)
    return (
      <>
        {labelOf(suggestionLabels, item.suggestion)}
        <Reasons reasons={item.suggestionReasons} />
      </>
    );
  return <>No decision yet</>;
}

function Clock({ item }: { item: CaseItem }) {
  if (item.regBDeadline !== null && item.daysLeft !== null && item.clockKind !== null && item.clockState !== null)
    return (
      <RegBClock
        clock={{
          regBDeadline: item.regBDeadline,
          daysLeft: item.daysLeft,
          clockKind: item.clockKind,
          clockState: item.clockState,
        }}
      />
    );
  return <span className="ops-muted">{item.closedAt ? `Closed ${formatDay(item.closedAt)}` : 'Stopped'}</span>;
}

function Assignee({ item }: { item: CaseItem }) {
  if (!item.assignee) return <span className="ops-muted">Unassigned</span>;
  const who = item.assignee.isMe ? 'You' : item.assignee.email;
  // Once decided, the claim says who worked the case (decision 067).
  return item.closedAt ? <>Worked by {who}</> : <>{who}</>;
}

function CaseRow({ item }: { item: CaseItem }) {
  const urgent = item.clockState !== null && clockIsUrgent({ clockState: item.clockState });
  return (
    <tr className={urgent ? 'ops-queue__row ops-queue__row--urgent' : 'ops-queue__row'}>
      <th scope="row">
        <Link to={applicationPath(item.applicationId)}>
          {item.applicantName || `Application #${item.applicationId}`}
        </Link>
        <span className="ops-muted"> #{item.applicationId}</span>
        <br />
        <span className="ops-muted ops-case-email">{item.accountEmail}</span>
      </th>
      <td>{labelOf(trackLabels, item.track)}</td>
      <td>{labelOf(caseStatusLabels, item.caseStatus)}</td>
      <td>{formatDay(item.submittedAt)}</td>
      <td>
        <Clock item={item} />
      </td>
      <td>
        <Assignee item={item} />
      </td>
      <td>
        <Decision item={item} />
      </td>
    </tr>
  );
}

/** The search's results, one row per application; `caption` says which rows and in what order. */
export function CaseTable({ items, caption }: { items: readonly CaseItem[]; caption: string }) {
  return (
    <div className="ops-table-scroll" tabIndex={0} role="region" aria-labelledby="ops-cases-caption">
      <table className="ops-table ops-case-table">
        <caption id="ops-cases-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Applicant</th>
            <th scope="col">Track</th>
            <th scope="col">Status</th>
            <th scope="col">Submitted</th>
            <th scope="col">Reg B clock</th>
            <th scope="col">Assigned to</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <CaseRow key={item.applicationId} item={item} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
