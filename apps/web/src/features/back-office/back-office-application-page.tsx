import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { ApiError } from '../../lib/api-errors';
import { formatDay } from '../../lib/dates';
import { fetchOpsApplication, type OpsApplication } from './api/back-office-applications-api';
import { ApplicationActionsPanel } from './application-actions/application-actions-panel';
import { OpsChecks, OpsCreditReport, OpsDecisions } from './back-office-decisions';
import { OpsDocuments } from './back-office-documents';
import { labelOf, statusLabels, trackLabels } from './back-office-labels';
import { RegBClock } from './back-office-reg-b-clock';
import { OpsSsnReveal } from './back-office-ssn-reveal';
import { OpsInformationRequestSummary, OpsRecommendations } from './back-office-staff-work';
import { OpsTimeline } from './back-office-timeline';
import { CaseClaim } from './cases/case-claim';
import { OpsPaperDelivery } from './paper-delivery/ops-paper-delivery';
import { useStaffRedirect } from './use-staff-redirect';

/** An id from the address: a positive whole number, or null (the page says so without asking the server). */
function applicationIdFrom(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}

const opsApplicationKey = (applicationId: number) => ['ops', 'application', applicationId] as const;

function Summary({ application }: { application: OpsApplication }) {
  return (
    <dl className="ops-facts">
      <div>
        <dt>Status</dt>
        <dd>{labelOf(statusLabels, application.status)}</dd>
      </div>
      <div>
        <dt>Track</dt>
        <dd>{labelOf(trackLabels, application.track)}</dd>
      </div>
      <div>
        <dt>Submitted</dt>
        <dd>{application.submittedAt ? formatDay(application.submittedAt) : '—'}</dd>
      </div>
      <div>
        <dt>Reg B clock</dt>
        <dd>
          {application.regBDeadline !== null &&
          application.daysLeft !== null &&
          application.clockKind !== null &&
          application.clockState !== null ? (
            <RegBClock
              clock={{
                regBDeadline: application.regBDeadline,
                daysLeft: application.daysLeft,
                clockKind: application.clockKind,
                clockState: application.clockState,
              }}
            />
          ) : (
            'Stopped: the application is closed'
          )}
        </dd>
      </div>
      <div>
        <dt>SSN</dt>
        <dd>
          <OpsSsnReveal applicationId={application.applicationId} masked={application.ssnMasked} />
        </dd>
      </div>
    </dl>
  );
}

/** The answers by wizard step, already in words (the server's allow-list, decision 071). */
function Answers({ application }: { application: OpsApplication }) {
  if (application.answerGroups.length === 0) return <p>No answers to show.</p>;
  return (
    <div className="ops-answer-groups">
      {application.answerGroups.map((group) => (
        <section key={group.title} className="ops-panel" aria-label={group.title}>
          <h3>{group.title}</h3>
          <dl className="ops-answers">
            {group.answers.map((answer) => (
              <div key={answer.field}>
                <dt>{answer.label}</dt>
                <dd>{answer.value ?? 'Not given'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/**
 * One application for a reviewer (decision 029): its answers with the SSN
 * masked, the documents with their check flags, the checks' results, the
 * policy's suggestion and every decision so far; the actions the staff
 * member may take, the recommendations and the latest request for information.
 */
export function OpsApplicationPage() {
  const applicationId = applicationIdFrom(useParams().applicationId);
  const application = useQuery({
    queryKey: opsApplicationKey(applicationId ?? 0),
    queryFn: () => fetchOpsApplication(applicationId ?? 0),
    enabled: applicationId !== null,
    retry: false,
  });
  useStaffRedirect(application.error);

  const back = (
    <p>
      <Link to={sitePaths.opsHome}>Back to the queue</Link>
    </p>
  );
  if (applicationId === null || (application.error instanceof ApiError && application.error.code === 'NOT_FOUND')) {
    return (
      <div className="ops-page">
        <title>Application not found · Back office</title>
        <h1>Application not found</h1>
        {back}
      </div>
    );
  }
  if (application.isPending) return <p className="ops-page">Loading the application…</p>;
  if (application.isError) {
    return (
      <div className="ops-page">
        <FormAlert>The application could not be loaded. Reload the page to try again.</FormAlert>
        {back}
      </div>
    );
  }

  const data = application.data;
  return (
    <div className="ops-page">
      <title>{`Application #${data.applicationId} · Back office`}</title>
      {back}
      <h1>
        {data.applicantName} <span className="ops-muted">#{data.applicationId}</span>
      </h1>
      <Summary application={data} />
      <section aria-labelledby="ops-claim-title" className="ops-section">
        <h2 id="ops-claim-title">Assigned to</h2>
        <CaseClaim application={data} onChanged={application.refetch} />
      </section>
      <section aria-labelledby="ops-actions-title" className="ops-section">
        <h2 id="ops-actions-title">Actions</h2>
        <ApplicationActionsPanel application={data} onReload={application.refetch} />
      </section>
      <section aria-labelledby="ops-decisions-title" className="ops-section">
        <h2 id="ops-decisions-title">Decisions</h2>
        <OpsDecisions suggestion={data.suggestion} decisions={data.decisions} />
      </section>
      <section aria-labelledby="ops-recommendations-title" className="ops-section">
        <h2 id="ops-recommendations-title">Recommendations</h2>
        <OpsRecommendations recommendations={data.recommendations} />
      </section>
      <section aria-labelledby="ops-request-title" className="ops-section">
        <h2 id="ops-request-title">Requests for information</h2>
        <OpsInformationRequestSummary request={data.informationRequest} />
      </section>
      <section aria-labelledby="ops-checks-title" className="ops-section">
        <h2 id="ops-checks-title">Checks</h2>
        <OpsChecks checks={data.checks} />
        <OpsCreditReport credit={data.creditCheck} />
      </section>
      <section aria-labelledby="ops-documents-title" className="ops-section">
        <h2 id="ops-documents-title">Documents</h2>
        <OpsDocuments documents={data.documents} />
      </section>
      <section aria-labelledby="ops-paper-title" className="ops-section">
        <h2 id="ops-paper-title">Paper delivery</h2>
        <OpsPaperDelivery applicationId={data.applicationId} />
      </section>
      <section aria-labelledby="ops-answers-title" className="ops-section">
        <h2 id="ops-answers-title">Answers</h2>
        <Answers application={data} />
      </section>
      <section aria-labelledby="ops-timeline-title" className="ops-section">
        <h2 id="ops-timeline-title">Timeline</h2>
        <OpsTimeline entries={data.timeline} truncated={data.timelineTruncated} />
      </section>
    </div>
  );
}
