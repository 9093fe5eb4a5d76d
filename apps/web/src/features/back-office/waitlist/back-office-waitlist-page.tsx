import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { isWaitlistStatus, waitlistStatuses, type WaitlistStatus } from '@waypoint/domain/waitlist/waitlist';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDay } from '../../../lib/dates';
import { OpsNav } from '../back-office-nav';
import { OpsPager } from '../back-office-pager';
import { OpsRoleRefusal, roleMayLead } from '../back-office-role-gate';
import { useCurrentStaff } from '../use-current-staff';
import { useStaffRedirect } from '../use-staff-redirect';
import '../back-office-lead.css';
import { fetchOpsWaitlist } from './ops-waitlist-api';
import { WaitlistCsvButton } from './waitlist-csv-button';

const pageSize = 25;
const statusLabels: Record<WaitlistStatus, string> = {
  pending: 'Waiting to confirm',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
const allLabel = 'All';

const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
};

function WaitlistEntries() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const rawStatus = params.get('status');
  const status = isWaitlistStatus(rawStatus) ? rawStatus : null;
  const list = useQuery({
    queryKey: ['ops', 'waitlist', status, page],
    queryFn: () => fetchOpsWaitlist(status, page, pageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useStaffRedirect(list.error);
  const change = (name: 'status' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  const total = list.data?.total ?? 0;
  const counts = list.data?.counts;

  return (
    <>
      {counts ? (
        <p className="ops-muted">
          {`${counts.confirmed} confirmed, ${counts.pending} waiting to confirm, ${counts.unsubscribed} unsubscribed.`}
        </p>
      ) : null}
      <form className="ops-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          Status
          <select value={status ?? ''} onChange={(event) => change('status', event.target.value)}>
            <option value="">{allLabel}</option>
            {waitlistStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <WaitlistCsvButton />
      {list.isError && !list.data ? <FormAlert>The waitlist could not be loaded. Reload the page.</FormAlert> : null}
      {list.isPending ? <p>Loading the waitlist…</p> : null}
      {list.data ? (
        <>
          <div className="ops-table-scroll" tabIndex={0} role="region" aria-labelledby="ops-waitlist-caption">
            <table className="ops-table">
              <caption id="ops-waitlist-caption">
                {total === 0
                  ? `No addresses: ${(status ? statusLabels[status] : allLabel).toLowerCase()}.`
                  : `${total} ${total === 1 ? 'address' : 'addresses'}, newest first.`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Confirmed</th>
                  <th scope="col">Unsubscribed</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row" className="ops-waitlist-email">
                      {item.email}
                    </th>
                    <td>{isWaitlistStatus(item.status) ? statusLabels[item.status] : item.status}</td>
                    <td>{formatDay(item.joinedAt)}</td>
                    <td>{item.confirmedAt ? formatDay(item.confirmedAt) : '—'}</td>
                    <td>{item.unsubscribedAt ? formatDay(item.unsubscribedAt) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <OpsPager
            label="Waitlist pages"
            page={page}
            pages={Math.max(1, Math.ceil(total / pageSize))}
            onPage={(next) => change('page', String(next))}
          />
        </>
      ) : null}
    </>
  );
}

/**
 * The invitation waitlist (decision 087): every address with its status and dates, by status,
 * newest first, and the CSV of confirmed addresses the invitations go to. Approvers and admins
 * only; a reviewer is told so rather than shown an error. Each view and export is recorded as a
 * read of the addresses (decision 069).
 */
export function OpsWaitlistPage() {
  const staff = useCurrentStaff();
  if (staff.isPending) return <p className="ops-card">Checking your back-office session…</p>;
  if (staff.isError) return <Navigate to={sitePaths.opsSignIn} replace />;
  return (
    <div className="ops-page">
      <title>Waitlist · Back office</title>
      <OpsNav />
      <h1>Waitlist</h1>
      {roleMayLead(staff.data.role) ? (
        <>
          <p className="ops-muted">
            People waiting for an invitation from /invite-only. Only confirmed addresses are on the list; one that never
            confirms is deleted 30 days after its last confirmation e-mail. Viewing and exporting are recorded in the
            audit log.
          </p>
          <WaitlistEntries />
        </>
      ) : (
        <OpsRoleRefusal what="The waitlist" />
      )}
    </div>
  );
}
