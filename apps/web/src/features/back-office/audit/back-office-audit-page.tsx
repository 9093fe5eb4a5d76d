import { useInfiniteQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { OpsNav } from '../back-office-nav';
import { OpsRoleRefusal, roleMayLead } from '../back-office-role-gate';
import { useCurrentStaff } from '../use-current-staff';
import { useStaffRedirect } from '../use-staff-redirect';
import '../back-office-lead.css';
import { fetchAuditEvents } from './api/back-office-audit-api';
import { AuditCsvButton } from './audit-csv-button';
import { AuditEventsTable } from './audit-events-table';
import { filterFieldsFrom, paramsFrom, searchFilterOf } from './audit-filters';
import { AuditFiltersForm } from './audit-filters-form';

function AuditSearch() {
  const [params, setParams] = useSearchParams();
  const fields = filterFieldsFrom(params);
  const filter = searchFilterOf(fields);
  const search = useInfiniteQuery({
    queryKey: ['ops', 'audit', filter],
    queryFn: ({ pageParam }) => fetchAuditEvents(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
  useStaffRedirect(search.error);
  const events = search.data?.pages.flatMap((page) => page.events) ?? [];
  const refused =
    search.error instanceof ApiError && search.error.code === 'BAD_USER_INPUT' ? search.error.message : null;
  return (
    <>
      {/* The form starts again from the address whenever it changes (back button, a shared link). */}
      <AuditFiltersForm key={params.toString()} fields={fields} onSearch={(next) => setParams(paramsFrom(next))} />
      <AuditCsvButton filter={filter} />
      {refused ? <FormAlert>{`The search was refused: ${refused}`}</FormAlert> : null}
      {search.isError && !refused ? (
        <FormAlert>The audit log could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      {search.isPending ? <p>Searching the audit log…</p> : null}
      {search.data ? (
        <>
          <AuditEventsTable
            events={events}
            caption={
              events.length === 0
                ? 'No events match these filters.'
                : `${events.length} event${events.length === 1 ? '' : 's'}, newest first${search.hasNextPage ? '; older ones follow' : ''}.`
            }
          />
          {search.hasNextPage ? (
            <div className="ops-pager">
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={search.isFetchingNextPage || undefined}
                onClick={() => {
                  if (!search.isFetchingNextPage) void search.fetchNextPage();
                }}
              >
                {search.isFetchingNextPage ? 'Loading older events…' : 'Older events'}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/**
 * The audit log (decisions 028 and 070): who did what to which record, with
 * the filters in the address, newest first, older pages on request, and the
 * same search as a CSV download. Approvers and admins only; a reviewer is
 * told so rather than shown an error.
 */
export function OpsAuditPage() {
  const staff = useCurrentStaff();
  if (staff.isPending) return <p className="ops-card">Checking your back-office session…</p>;
  if (staff.isError) return <Navigate to={sitePaths.opsSignIn} replace />;
  return (
    <div className="ops-page">
      <title>Audit log · Back office</title>
      <OpsNav />
      <h1>Audit log</h1>
      {roleMayLead(staff.data.role) ? (
        <>
          <p className="ops-muted">
            Every staff action, read of personal data and automatic decision, newest first. Searching and exporting are
            recorded here too.
          </p>
          <AuditSearch />
        </>
      ) : (
        <OpsRoleRefusal what="The audit log" />
      )}
    </div>
  );
}
