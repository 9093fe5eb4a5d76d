import { Link } from 'react-router';
import './content-layout.css';

export interface Crumb {
  label: string;
  path: string;
}

/** The trail to the current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
