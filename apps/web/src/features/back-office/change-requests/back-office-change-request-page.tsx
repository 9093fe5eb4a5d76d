import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/dates';
import { OpsNav } from '../back-office-nav';
import { useStaffRedirect } from '../use-staff-redirect';
import { fetchOpsChangeRequest, type OpsChangeRequest } from './api/back-office-change-requests-api';
import { ChangeRequestComparison } from './change-request-comparison';
import { ChangeRequestDecision } from './change-request-decision';
import { ChangeRequestFiles } from './change-request-files';
import { kindsInWords, statusLabel } from './change-request-labels';
import './change-requests.css';

/** An id from the address: a positive whole number, or null (the page says so without asking the server). */
function changeRequestIdFrom(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}

export const opsChangeRequestKey = (id: number) => ['ops', 'change-request', id] as const;

function Summary({ view }: { view: OpsChangeRequest }) {
  return (
    <dl className="ops-facts">
      <div>
        <dt>Status</dt>
        <dd>{statusLabel(view.request.status)}</dd>
      </div>
      <div>
        <dt>Changes</dt>
        <dd>{kindsInWords(view.request.codes)}</dd>
      </div>
      <div>
        <dt>Submitted</dt>
        <dd>{formatDay(view.request.submittedAt) || '—'}</dd>
      </div>
      <div>
        <dt>Applicant</dt>
        <dd>
          {view.applicantName || 'Unknown'}
          <br />
          <span className="ops-muted">{view.applicantEmail}</span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * One change request as staff review it (decision 036): who asked, what the
 * account holds beside what was asked for, the proofs, and the decision.
 */
export function OpsChangeRequestPage() {
  const id = changeRequestIdFrom(useParams().changeRequestId);
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: opsChangeRequestKey(id ?? 0),
    queryFn: () => fetchOpsChangeRequest(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
  useStaffRedirect(view.error);

  const back = (
    <p>
      <Link to={sitePaths.opsChangeRequests}>Back to the change requests</Link>
    </p>
  );
  if (id === null || (view.error instanceof ApiError && view.error.code === 'NOT_FOUND')) {
    return (
      <div className="ops-page">
        <title>Change request not found · Back office</title>
        <OpsNav />
        <h1>Change request not found</h1>
        {back}
      </div>
    );
  }
  if (view.isPending) return <p className="ops-page">Loading the change request…</p>;
  if (view.isError) {
    return (
      <div className="ops-page">
        <OpsNav />
        <FormAlert>The change request could not be loaded. Reload the page to try again.</FormAlert>
        {back}
      </div>
    );
  }

  const data = view.data;
  const decided = (next: OpsChangeRequest) => {
    queryClient.setQueryData(opsChangeRequestKey(data.request.id), next);
    void queryClient.invalidateQueries({ queryKey: ['ops', 'change-requests'] });
  };
  return (
    <div className="ops-page">
      <title>{`Change request #${data.request.id} · Back office`}</title>
      <OpsNav />
      {back}
      <h1>
        Change request <span className="ops-muted">#{data.request.id}</span>
      </h1>
      <Summary view={data} />
      <section aria-labelledby="ops-change-title" className="ops-section">
        <h2 id="ops-change-title">Now and requested</h2>
        <ChangeRequestComparison view={data} />
      </section>
      <section aria-labelledby="ops-change-decision-title" className="ops-section">
        <h2 id="ops-change-decision-title">Decision</h2>
        <ChangeRequestDecision view={data} onDecided={decided} onReload={view.refetch} />
      </section>
      <section aria-labelledby="ops-change-files-title" className="ops-section">
        <h2 id="ops-change-files-title">Documents</h2>
        <ChangeRequestFiles files={data.files} />
      </section>
    </div>
  );
}
