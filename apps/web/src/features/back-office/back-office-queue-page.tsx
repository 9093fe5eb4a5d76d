import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { fetchOpsCases } from './api/back-office-cases-api';
import { OpsPager } from './back-office-pager';
import { CaseFilters } from './cases/case-filters';
import { caseSearchFrom, withCaseParam, type CaseParamName } from './cases/case-search-params';
import { CaseTable } from './cases/case-table';
import { statusLabel } from './change-requests/change-request-labels';
import { useStaffRedirect } from './use-staff-redirect';

export const queuePageSize = 25;

const changeRequestPath = (id: number) => sitePaths.opsChangeRequest.replace(':changeRequestId', String(id));

/** A change request not sent yet has no back-office words of its own. */
const changeRequestStatusWords = (status: string) => (status === 'pending' ? 'not sent yet' : statusLabel(status));

const applications = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

/**
 * The Applications page (decision 067): find any submitted application by
 * name, e-mail or number, open, decided or closed, and work the open queue
 * to the Reg B clock (product-rules#reg-b-clocks): overdue and due-soon
 * cases first. The search, filters and page live in the address, so the back
 * button and a shared link keep them.
 */
export function OpsQueuePage() {
  const [params, setParams] = useSearchParams();
  const search = caseSearchFrom(params);
  const { filter, page } = search;
  const cases = useQuery({
    queryKey: ['ops', 'cases', filter, page],
    queryFn: () => fetchOpsCases(filter, page, queuePageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useStaffRedirect(cases.error);

  const change = (name: CaseParamName, value: string) => setParams(withCaseParam(params, name, value));

  const total = cases.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / queuePageSize));
  const first = total === 0 ? 0 : (page - 1) * queuePageSize + 1;
  const last = Math.min(total, page * queuePageSize);
  const openOnly = (filter.status ?? 'open') === 'open';
  const changeRequest = cases.data?.changeRequest ?? null;

  return (
    <section className="ops-queue" aria-labelledby="ops-queue-title">
      <h2 id="ops-queue-title">Applications</h2>
      <CaseFilters search={search} onChange={change} onClear={() => setParams(new URLSearchParams())} />
      {cases.isError && !cases.data ? (
        <FormAlert>The applications could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      <p className="ops-case-count" role="status" aria-live="polite">
        {cases.isPending
          ? 'Loading the applications…'
          : cases.data
            ? `${applications(total)} found${openOnly ? ', the most urgent first' : ''}.`
            : ''}
      </p>
      {changeRequest ? (
        <p className="ops-case-match">
          A change request has this number:{' '}
          <Link to={changeRequestPath(changeRequest.id)}>open change request #{changeRequest.id}</Link>{' '}
          <span className="ops-muted">({changeRequestStatusWords(changeRequest.status)})</span>
        </p>
      ) : null}
      {cases.data && total === 0 ? <p>No applications match.</p> : null}
      {cases.data && total === 0 && openOnly ? (
        <p>
          Decided and closed applications are found with Status “Any status”.{' '}
          <button type="button" className="button button--secondary" onClick={() => change('status', 'any')}>
            Search every status
          </button>
        </p>
      ) : null}
      {cases.data && total > 0 ? (
        <>
          <CaseTable
            items={cases.data.items}
            caption={`Applications ${first}–${last} of ${total}: open ones first, overdue and due soon first, then oldest first; then decided and closed ones, latest first.`}
          />
          <OpsPager
            label="Application pages"
            page={page}
            pages={pages}
            onPage={(next) => change('page', String(next))}
          />
        </>
      ) : null}
    </section>
  );
}
