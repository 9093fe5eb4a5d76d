import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { formatDay } from '../../../lib/dates';
import { useSiteChromeShown } from '../../../lib/site-chrome/site-chrome-request';

/**
 * A declined application cannot be changed (product-rules#application-status), and a new one waits until
 * `from` (decision 032); say so instead of offering screens that cannot save. It is no wizard screen, so
 * it is shown inside the site's header and footer like any other page (product-rules#site-chrome).
 */
export function ClosedApplication({ from }: { from: string }) {
  useSiteChromeShown();
  return (
    <div className="page">
      <div className="container">
        <h1>We could not approve your application</h1>
        <p className="page__lead">{`You can apply again from ${formatDay(from)}.`}</p>
        <p>
          <Link to={sitePaths.account}>Go to your account</Link> for the reasons, or{' '}
          <Link to={sitePaths.contact}>contact us</Link>.
        </p>
      </div>
    </div>
  );
}
