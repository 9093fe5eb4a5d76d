import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { formatDay } from '../../lib/dates';
import { fetchOpsQueue, type QueueFilter, type QueueItem } from './api/back-office-applications-api';
import { labelOf, outcomeLabels, trackLabels } from './back-office-labels';
import { OpsPager } from './back-office-pager';
import { clockIsUrgent, RegBClock } from './back-office-reg-b-clock';
import { useStaffRedirect } from './use-staff-redirect';

export const queuePageSize = 25;

const suggestionFilters: Readonly<Record<string, string>> = { ...outcomeLabels, none: 'Not decided yet' };

const applicationPath = (applicationId: number) =>
  sitePaths.opsApplication.replace(':applicationId', String(applicationId));

/** A page number from the address: a whole number from 1, anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A filter value from the address, kept only when it is one the back office offers. */
const knownOr = (labels: Readonly<Record<string, string>>, value: string | null): string | undefined =>
  value && Object.hasOwn(labels, value) ? value : undefined;

function QueueRow({ item }: { item: QueueItem }) {
  const urgent = clockIsUrgent(item);
  return (
    <tr className={urgent ? 'ops-queue__row ops-queue__row--urgent' : 'ops-queue__row'}>
      <th scope="row">
        <Link to={applicationPath(item.applicationId)}>{item.applicantName}</Link>
        <span className="ops-muted"> #{item.applicationId}</span>
      </th>
      <td>{labelOf(trackLabels, item.track)}</td>
      <td>{formatDay(item.submittedAt)}</td>
      <td className="ops-num">{item.ageDays}</td>
      <td>
        <RegBClock clock={item} />
      </td>
      <td>
        {item.suggestion ? labelOf(outcomeLabels, item.suggestion) : 'Not decided yet'}
        {item.suggestionReasons.length > 0 ? (
          <span className="ops-muted"> ({item.suggestionReasons.map((reason) => reason.code).join(', ')})</span>
        ) : null}
      </td>
      <td>{item.informationRequested ? <span className="ops-badge">Requested</span> : 'No'}</td>
    </tr>
  );
}

/**
 * The queue of submitted and referred applications against the Reg B clock
 * (product-rules#reg-b-clocks): overdue and due-soon ones first, then oldest first. Filters and page live in the address, so a reviewer's
 * back button and a shared link keep them.
 */
export function OpsQueuePage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const filter: QueueFilter = {
    ...(knownOr(trackLabels, params.get('track')) ? { track: params.get('track') ?? '' } : {}),
    ...(knownOr(suggestionFilters, params.get('outcome')) ? { outcome: params.get('outcome') ?? '' } : {}),
  };
  const queue = useQuery({
    queryKey: ['ops', 'queue', filter, page],
    queryFn: () => fetchOpsQueue(filter, page, queuePageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useStaffRedirect(queue.error);

  const change = (name: 'track' | 'outcome' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };

  const total = queue.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / queuePageSize));
  const first = total === 0 ? 0 : (page - 1) * queuePageSize + 1;
  const last = Math.min(total, page * queuePageSize);

  return (
    <section className="ops-queue" aria-labelledby="ops-queue-title">
      <h2 id="ops-queue-title">Applications to review</h2>
      <form className="ops-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          Track
          <select value={filter.track ?? ''} onChange={(event) => change('track', event.target.value)}>
            <option value="">All tracks</option>
            {Object.entries(trackLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Policy suggestion
          <select value={filter.outcome ?? ''} onChange={(event) => change('outcome', event.target.value)}>
            <option value="">Any suggestion</option>
            {Object.entries(suggestionFilters).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </form>
      {queue.isError && !queue.data ? (
        <FormAlert>The queue could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      {queue.isPending ? <p>Loading the queue…</p> : null}
      {queue.data ? (
        <>
          <div className="ops-table-scroll" tabIndex={0} role="region" aria-labelledby="ops-queue-caption">
            <table className="ops-table">
              <caption id="ops-queue-caption">
                {total === 0
                  ? 'No applications match.'
                  : `Applications ${first}–${last} of ${total}: overdue and due soon first, then oldest first.`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Applicant</th>
                  <th scope="col">Track</th>
                  <th scope="col">Submitted</th>
                  <th scope="col" className="ops-num">
                    Age (days)
                  </th>
                  <th scope="col">Reg B clock</th>
                  <th scope="col">Policy suggestion</th>
                  <th scope="col">Information requested</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.items.map((item) => (
                  <QueueRow key={item.applicationId} item={item} />
                ))}
              </tbody>
            </table>
          </div>
          <OpsPager label="Queue pages" page={page} pages={pages} onPage={(next) => change('page', String(next))} />
        </>
      ) : null}
    </section>
  );
}
