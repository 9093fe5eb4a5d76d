import { useState } from 'react';
import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { formatDay } from '../../lib/dates';
import type { AccountApplication, AccountApplicationStatus } from './api/application-status';

/** Where the application stands (product-rules#application-status), and the one next step that fits. */
export function ApplicationSummary({ application }: { application: AccountApplicationStatus }) {
  if (application?.status === 'submitted') {
    return (
      <p className="page__lead">
        {`We received your application${application.submissionDate ? ` on ${formatDay(application.submissionDate)}` : ''}. It is in review: we e-mail you our decision within 30 days of receiving your complete application.`}
      </p>
    );
  }
  // The decision's details (the limit, or the reasons and the notice) are the decision panel's.
  if (application?.status === 'approved') {
    return <p className="page__lead">Your application was approved.</p>;
  }
  if (application?.status === 'canceled' || application?.status === 'declined') {
    return <ClosedApplication application={application} />;
  }
  const started = application?.status === 'incomplete';
  return (
    <>
      <p className="page__lead">
        {started
          ? 'Your application is saved to this account, so you can finish it whenever you are ready.'
          : 'You have not started an application yet. It takes about ten minutes.'}
      </p>
      <Link to={sitePaths.application} className="button button--primary">
        {started ? 'Resume your application' : 'Start your application'}
      </Link>
    </>
  );
}

/**
 * A canceled or declined application is kept as it was; a new one may start
 * at once after a cancel, and after a decline once its wait is over (decision
 * 032): until then, the day it ends instead of the button.
 */
function ClosedApplication({ application }: { application: AccountApplication }) {
  const closed =
    application.status === 'canceled' ? 'You canceled your application.' : 'We could not approve your application.';
  // The time the page opened: a wait ending while it is open shows on the next visit.
  const [openedAt] = useState(() => Date.now());
  const from = application.canApplyAgainFrom;
  // Only a decline waits; a cancel made on this page answers "from now", which is not a wait.
  if (application.status === 'declined' && from && Date.parse(from) > openedAt) {
    return <p className="page__lead">{`${closed} You can apply again from ${formatDay(from)}.`}</p>;
  }
  return (
    <>
      <p className="page__lead">{`${closed} You can start a new application whenever you are ready.`}</p>
      <Link to={sitePaths.application} className="button button--primary">
        Start a new application
      </Link>
    </>
  );
}
