import { useLocation } from 'react-router';
import { useDocumentHead } from '../../lib/page-data/document-head';
import './not-found-page.css';

const errorHead = {
  title: 'This page did not load',
  description: 'Something went wrong on our side while loading this page. Try again in a moment.',
};

/** product-rules#page-loading: a 500 from page data is an error, shown as one, with a way to try again. */
export function PageLoadError() {
  const { pathname } = useLocation();
  useDocumentHead(errorHead, pathname);
  return (
    <div className="page not-found" role="alert">
      <div className="container not-found__body">
        <h1>This page did not load</h1>
        <p className="page__lead">
          Something went wrong on our side. Nothing about your account or application has changed.
        </p>
        <div className="not-found__actions">
          <a href={pathname} className="button button--primary">
            Try again
          </a>
        </div>
      </div>
    </div>
  );
}
