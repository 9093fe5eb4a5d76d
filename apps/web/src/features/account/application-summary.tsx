import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { formatDay } from '../../lib/dates';
import { useAccountApplicationStatus } from './api/application-status';

/** Where the application stands (product-rules#application-status), and the one next step that fits. */
export function ApplicationSummary() {
  const { data: application, isPending } = useAccountApplicationStatus();
  if (isPending) return <p className="page__lead">Loading your application…</p>;
  if (application?.status === 'submitted') {
    return (
      <p className="page__lead">
        {`We received your application${application.submissionDate ? ` on ${formatDay(application.submissionDate)}` : ''}. It is in review: we usually answer within two business days, by e-mail.`}
      </p>
    );
  }
  if (application?.status === 'canceled') {
    return <p className="page__lead">You canceled your application. Write to us if you would like to apply again.</p>;
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
