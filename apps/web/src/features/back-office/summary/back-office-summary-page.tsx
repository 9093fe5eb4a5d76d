import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDay, isoDay } from '../../../lib/dates';
import { OpsNav } from '../back-office-nav';
import { OpsRoleRefusal, roleMayLead } from '../back-office-role-gate';
import { useCurrentStaff } from '../use-current-staff';
import { useStaffRedirect } from '../use-staff-redirect';
import '../back-office-lead.css';
import { fetchDailySummary, type DailySummary } from './back-office-summary-api';

const dayMs = 24 * 60 * 60 * 1000;
const shiftDay = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs));
const dayFrom = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;

type Counts = DailySummary['counts'];
const dayRows: readonly [keyof Counts, string][] = [
  ['applicationsSubmitted', 'Applications submitted'],
  ['approved', 'Approved by staff'],
  ['declined', 'Declined by staff'],
  ['referred', 'Referred by the policy'],
  ['informationRequested', 'Requests for information sent'],
  ['closedIncomplete', 'Closed as incomplete'],
  ['changeRequestsOpened', 'Change requests opened'],
  ['changeRequestsDecided', 'Change requests decided'],
];

type OpenCases = DailySummary['openCases'];
const openRows: readonly [keyof OpenCases, string][] = [
  ['total', 'Open cases'],
  ['overdue', 'Overdue (Reg B deadline passed)'],
  ['dueSoon', 'Due in 5 days or fewer'],
  ['unassigned', 'Not claimed by anyone'],
];

function Figures<T extends string>({
  title,
  rows,
  values,
}: {
  title: string;
  rows: readonly [T, string][];
  values: Record<T, number>;
}) {
  return (
    <section className="ops-summary__group" aria-label={title}>
      <h2>{title}</h2>
      <dl className="ops-summary__figures">
        {rows.map(([key, label]) => (
          <div
            key={key}
            className={
              values[key] > 0 && (key === 'overdue' || key === 'unassigned') ? 'ops-summary__figure--alert' : undefined
            }
          >
            <dt>{label}</dt>
            <dd>{values[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function StaffTable({ staff }: { staff: DailySummary['staff'] }) {
  return (
    <section className="ops-summary__group" aria-label="By staff member">
      <h2>By staff member</h2>
      {staff.length === 0 ? (
        <p className="ops-muted">Nobody has open cases claimed or took an action that day.</p>
      ) : (
        <div className="ops-table-scroll" tabIndex={0} role="region" aria-labelledby="ops-summary-staff">
          <table className="ops-table">
            <caption id="ops-summary-staff">
              Open cases each has claimed now, and the actions each took that day.
            </caption>
            <thead>
              <tr>
                <th scope="col">Staff member</th>
                <th scope="col" className="ops-num">
                  Claimed now
                </th>
                <th scope="col" className="ops-num">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <tr key={member.staffId}>
                  <th scope="row" className="ops-summary__email">
                    {member.email}
                  </th>
                  <td className="ops-num">{member.openClaims}</td>
                  <td className="ops-num">{member.actionsTaken}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Summary() {
  const [params, setParams] = useSearchParams();
  const today = isoDay(new Date());
  const day = dayFrom(params.get('day')) ?? today;
  const summary = useQuery({
    queryKey: ['ops', 'summary', day],
    queryFn: () => fetchDailySummary(day),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useStaffRedirect(summary.error);
  const go = (next: string) => setParams(next === today ? {} : { day: next });
  return (
    <>
      <nav className="ops-summary__days" aria-label="Day">
        <button type="button" className="button button--secondary" onClick={() => go(shiftDay(day, -1))}>
          Previous day
        </button>
        <label>
          <span>Day (UTC)</span>
          <input
            type="date"
            value={day}
            max={today}
            onChange={(event) => {
              const next = dayFrom(event.target.value);
              if (next) go(next);
            }}
          />
        </label>
        <button
          type="button"
          className="button button--secondary"
          disabled={day >= today}
          onClick={() => go(shiftDay(day, 1))}
        >
          Next day
        </button>
      </nav>
      {summary.isError && !summary.data ? (
        <FormAlert>The summary could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      {summary.isPending ? <p>Counting…</p> : null}
      {summary.data ? (
        <div className="ops-summary" aria-busy={summary.isFetching || undefined}>
          <Figures title={`On ${formatDay(summary.data.day)}`} rows={dayRows} values={summary.data.counts} />
          <Figures title="Open cases now" rows={openRows} values={summary.data.openCases} />
          <StaffTable staff={summary.data.staff} />
        </div>
      ) : null}
    </>
  );
}

/**
 * The lead's daily summary (decision 070): one UTC day's work in counts, the
 * open cases now, and each staff member's share. Approvers and admins only.
 */
export function OpsSummaryPage() {
  const staff = useCurrentStaff();
  if (staff.isPending) return <p className="ops-card">Checking your back-office session…</p>;
  if (staff.isError) return <Navigate to={sitePaths.opsSignIn} replace />;
  return (
    <div className="ops-page">
      <title>Daily summary · Back office</title>
      <OpsNav />
      <h1>Daily summary</h1>
      {roleMayLead(staff.data.role) ? (
        <>
          <p className="ops-muted">Days are UTC days, the calendar the Reg B clock counts in.</p>
          <Summary />
        </>
      ) : (
        <OpsRoleRefusal what="The daily summary" />
      )}
    </div>
  );
}
