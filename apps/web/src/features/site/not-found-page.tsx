import { Link, useLocation } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useDocumentHead } from '../../lib/page-data/document-head';
import './not-found-page.css';

const notFoundHead = {
  title: 'Page not found',
  description: 'The page you were looking for is not here. Find your way back to the Waypoint Cash Back Card.',
};

export function NotFoundPage() {
  useDocumentHead(notFoundHead, useLocation().pathname);
  return (
    <div className="page not-found">
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
