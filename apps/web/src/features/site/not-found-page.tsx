import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/site-paths';
import './not-found-page.css';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <title>Page not found | Waypoint</title>
      <div className="container not-found__body">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>We can’t find that page</h1>
        <p className="page__lead">
          The address may be mistyped, or the page may have moved. Nothing about your account or application has
          changed.
        </p>
        <div className="not-found__actions">
          <Link to={sitePaths.home} className="button button--primary">
            Go to the home page
          </Link>
          <Link to={sitePaths.faq} className="button button--secondary">
            Read the FAQ
          </Link>
        </div>
        <p>
          Still stuck? <Link to={sitePaths.contact}>Contact us</Link> and tell us what you were looking for.
        </p>
      </div>
    </div>
  );
}
