import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { AuditEventItem } from './api/back-office-audit-api';
import { auditActionLabel, auditActorLabel, auditSubjectTypeLabel, auditValuesInWords } from './audit-labels';

const instantFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/** "Nov 28, 2026, 3:04:05 PM UTC": the log's instants in the UTC the filters use. */
export const formatInstant = (iso: string) => `${instantFormat.format(new Date(iso))} UTC`;

/** The case an event is about, when the back office has a page for it. */
function subjectPath(type: string, id: string): string | null {
  if (!/^\d+$/.test(id)) return null;
  if (type === 'application') return sitePaths.opsApplication.replace(':applicationId', id);
  if (type === 'change_request') return sitePaths.opsChangeRequest.replace(':changeRequestId', id);
  return null;
}

function Values({ title, json }: { title: string; json: string | null | undefined }) {
  const pairs = auditValuesInWords(json);
  if (pairs.length === 0) return null;
  return (
    <div className="ops-audit-values">
      <span className="ops-audit-values__title">{title}</span>
      <dl>
        {pairs.map((pair) => (
          <div key={pair.field}>
            <dt>{pair.field}</dt>
            <dd>{pair.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function EventRow({ event }: { event: AuditEventItem }) {
  const path = subjectPath(event.subjectType, event.subjectId);
  const subject = `${auditSubjectTypeLabel(event.subjectType)} ${event.subjectId}`;
  return (
    <tr>
      <td>
        <time dateTime={event.occurredAt}>{formatInstant(event.occurredAt)}</time>
      </td>
      <td className="ops-audit-who">{auditActorLabel(event)}</td>
      <th scope="row">
        {auditActionLabel(event.action)}
        <span className="ops-muted ops-audit-code">{event.action}</span>
      </th>
      <td>{path ? <Link to={path}>{subject}</Link> : subject}</td>
      <td>{event.ip ?? '—'}</td>
      <td>
        <Values title="Before" json={event.before} />
        <Values title="After" json={event.after} />
        {!event.before && !event.after ? <span className="ops-muted">—</span> : null}
      </td>
    </tr>
  );
}

/** The events found, newest first: time, who, what in words, the subject (linked to its case), IP and the values. */
export function AuditEventsTable({ events, caption }: { events: readonly AuditEventItem[]; caption: string }) {
  return (
    <div className="ops-table-scroll" tabIndex={0} role="region" aria-labelledby="ops-audit-caption">
      <table className="ops-table ops-audit-table">
        <caption id="ops-audit-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Subject</th>
            <th scope="col">IP</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
