import { NavLink } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';

/** The back office's two queues: applications and change requests (decisions 031 and 036). */
export function OpsNav() {
  return (
    <nav className="ops-nav" aria-label="Back office">
      <ul>
        <li>
          <NavLink to={sitePaths.opsHome} end>
            Applications
          </NavLink>
        </li>
        <li>
          <NavLink to={sitePaths.opsChangeRequests}>Change requests</NavLink>
        </li>
      </ul>
    </nav>
  );
}
