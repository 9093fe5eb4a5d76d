import { useEffect, useId, useRef } from 'react';
import type { ApplicationStatus } from '@waypoint/domain/application/application-status';
import { AccountPart, partLoadOf } from '../../components/account/account-part';
import { ApiError, NetworkError } from '../../lib/api-errors';
import { formatDay } from '../../lib/dates';
import {
  useAccountApplicationStatus,
  useCancelApplication,
  type AccountApplication,
  type AccountApplicationStatus,
} from './api/application-status';
import { ApplicationSummary } from './application-summary';
import { CancelApplication } from './cancel-application';

const statusLabels: Record<ApplicationStatus, string> = {
  incomplete: 'In progress',
  submitted: 'Submitted',
  approved: 'Approved',
  declined: 'Not approved',
  canceled: 'Canceled',
  closedIncomplete: 'Closed as incomplete',
};

/** product-rules#application-status: the applicant may cancel only an application not yet decided. */
const cancelableStatuses: readonly ApplicationStatus[] = ['incomplete', 'submitted'];
/** Decided or canceled: the timeline's last step, on the day it closed. */
const closedStatuses: readonly ApplicationStatus[] = ['approved', 'declined', 'canceled', 'closedIncomplete'];

/** Started, submitted, then decided or canceled: each step that happened, with its day. */
function ApplicationTimeline({ application }: { application: AccountApplication }) {
  const titleId = useId();
  const closed = closedStatuses.includes(application.status) ? application.closedAt : null;
  const events = [
    { event: 'Started', at: application.startedAt },
    { event: 'Submitted', at: application.submissionDate },
    { event: statusLabels[application.status], at: closed },
  ].filter((entry): entry is { event: string; at: string } => Boolean(entry.at));
  if (events.length === 0) return null;
  return (
    <>
      <h3 id={titleId} className="account-timeline__title">
        Timeline
      </h3>
      <ol className="account-timeline" aria-labelledby={titleId}>
        {events.map(({ event, at }) => (
          <li key={event} className="account-timeline__entry">
            <span className="account-timeline__event">{event}</span> <time dateTime={at}>{formatDay(at)}</time>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The server's refusal as it words it (a decision came first); otherwise what went wrong, in plain words. */
function cancelFailureText(error: Error): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return 'We could not reach our server. Check your connection and try again.';
  return 'Something went wrong while canceling. Please try again.';
}

function ApplicationDetails({ application }: { application: AccountApplicationStatus }) {
  const cancel = useCancelApplication();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // The confirm step is gone once the cancel is answered: focus goes to what the answer changed.
  useEffect(() => {
    if (cancel.isSuccess) statusRef.current?.focus();
  }, [cancel.isSuccess]);
  useEffect(() => {
    if (cancel.isError) failureRef.current?.focus();
  }, [cancel.isError]);

  if (!application) return <ApplicationSummary application={null} />;
  return (
    <>
      <p ref={statusRef} tabIndex={-1} className="account-status">
        Status:{' '}
        <strong className={`account-status__value account-status__value--${application.status}`}>
          {statusLabels[application.status]}
        </strong>
      </p>
      <div className="account-part__summary">
        <ApplicationSummary application={application} />
      </div>
      <ApplicationTimeline application={application} />
      {cancel.error ? (
        <p ref={failureRef} tabIndex={-1} role="alert" className="account-part__error">
          {cancelFailureText(cancel.error)}
        </p>
      ) : null}
      {cancelableStatuses.includes(application.status) ? (
        <CancelApplication canceling={cancel.isPending} onConfirm={() => cancel.mutate()} />
      ) : null}
    </>
  );
}

/** The Application part of `/account`: the status, its timeline, the next step, and the cancel. */
export function ApplicationPart() {
  const status = useAccountApplicationStatus();
  return (
    <AccountPart
      id="account-application"
      title="Application"
      load={partLoadOf([status])}
      failureText="We could not load your application."
    >
      {() => <ApplicationDetails application={status.data ?? null} />}
    </AccountPart>
  );
}
