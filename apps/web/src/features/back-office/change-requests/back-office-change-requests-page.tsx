import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDay } from '../../../lib/dates';
import { OpsNav } from '../back-office-nav';
import { OpsPager } from '../back-office-pager';
import { useStaffRedirect } from '../use-staff-redirect';
import {
  fetchOpsChangeRequests,
  reviewableStatuses,
  type ChangeRequestItem,
  type ReviewableStatus,
} from './api/back-office-change-requests-api';
import { changeRequestStatusLabels, kindsInWords } from './change-request-labels';

export const changeRequestPageSize = 25;

export const changeRequestPath = (id: number) => sitePaths.opsChangeRequest.replace(':changeRequestId', String(id));

/** A page number from the address: a whole number from 1, anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

const statusFrom = (value: string | null): ReviewableStatus =>
  (reviewableStatuses as readonly (string | null)[]).includes(value) ? (value as ReviewableStatus) : 'submitted';

function Row({ item }: { item: ChangeRequestItem }) {
  return (
    <tr>
      <th scope="row">
        <Link to={changeRequestPath(item.id)}>{item.applicantName || 'Unknown applicant'}</Link>
        <span className="ops-muted"> #{item.id}</span>
      </th>
      <td>{kindsInWords(item.codes)}</td>
      <td>{formatDay(item.submittedAt)}</td>
      <td className="ops-num">{item.ageDays}</td>
    </tr>
  );
}

/**
 * The change requests staff review (decision 036): one status at a time
 * (waiting for a decision unless chosen), oldest submission first. The
 * status and page live in the address, so the back button and a shared link
 * keep them.
 */
export function OpsChangeRequestsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const status = statusFrom(params.get('status'));
  const list = useQuery({
    queryKey: ['ops', 'change-requests', status, page],
    queryFn: () => fetchOpsChangeRequests(status, page, changeRequestPageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useStaffRedirect(list.error);

  const change = (name: 'status' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / changeRequestPageSize));
  const first = total === 0 ? 0 : (page - 1) * changeRequestPageSize + 1;
  const last = Math.min(total, page * changeRequestPageSize);

  return (
    <div className="ops-page">
      <title>Change requests · Back office</title>
      <OpsNav />
      <h1>Change requests</h1>
      <p className="ops-muted">
        Requests to change a name, home address or servicemember (SCRA) status, with their proofs.
      </p>
      <form className="ops-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          Status
          <select value={status} onChange={(event) => change('status', event.target.value)}>
            {reviewableStatuses.map((value) => (
              <option key={value} value={value}>
                {changeRequestStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.isError && !list.data ? (
        <FormAlert>The change requests could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      {list.isPending ? <p>Loading the change requests…</p> : null}
      {list.data ? (
        <>
          <div className="ops-table-scroll" tabIndex={0} role="region" aria-labelledby="ops-change-requests-caption">
            <table className="ops-table">
              <caption id="ops-change-requests-caption">
                {total === 0
                  ? `No change requests: ${changeRequestStatusLabels[status].toLowerCase()}.`
                  : `Change requests ${first}–${last} of ${total}, oldest first.`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Applicant</th>
                  <th scope="col">Changes</th>
                  <th scope="col">Submitted</th>
                  <th scope="col" className="ops-num">
                    Age (days)
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <Row key={item.id} item={item} />
                ))}
              </tbody>
            </table>
          </div>
          <OpsPager
            label="Change request pages"
            page={page}
            pages={pages}
            onPage={(next) => change('page', String(next))}
          />
        </>
      ) : null}
    </div>
  );
}
