import { formatLocalDateTime } from '../../../lib/dates';
import type { StaffSessionInfo } from './api/staff-sessions-api';

/** Live staff sessions as a table: device, address, when started and last seen, and which is this one. */
export function OpsSessionsTable({ sessions, caption }: { sessions: readonly StaffSessionInfo[]; caption: string }) {
  return (
    <div className="ops-table-scroll">
      <table className="ops-table ops-sessions-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">Address</th>
            <th scope="col">Started</th>
            <th scope="col">Last seen</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <th scope="row">
                {session.device}
                {session.current ? <span className="ops-badge ops-sessions-table__this">This session</span> : null}
              </th>
              <td>{session.ip ?? 'Unknown'}</td>
              <td>{formatLocalDateTime(session.startedAt)}</td>
              <td>{formatLocalDateTime(session.lastSeenAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
