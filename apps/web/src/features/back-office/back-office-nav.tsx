import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { fetchCurrentStaff } from './api/staff-api';
import { roleMayLead } from './back-office-role-gate';
import { currentStaffKey } from './use-current-staff';

/** The back office's queues, applications and change requests (decisions 031 and 036), and a lead's summary and audit log (decision 070). */
export function OpsNav() {
  // The signed-in staff member as already loaded (the layout loads it on every page): the nav asks nothing itself.
  const staff = useQuery({ queryKey: currentStaffKey, queryFn: fetchCurrentStaff, enabled: false });
  const mayLead = roleMayLead(staff.data?.role);
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
        <li>
          <NavLink to={sitePaths.opsCreditLimits}>Limit increases</NavLink>
        </li>
        {/* The team's record is for approvers and admins (decisions 028 and 070). */}
        {mayLead ? (
          <>
            <li>
              <NavLink to={sitePaths.opsSummary}>Summary</NavLink>
            </li>
            <li>
              <NavLink to={sitePaths.opsAudit}>Audit log</NavLink>
            </li>
            <li>
              <NavLink to={sitePaths.opsWaitlist}>Waitlist</NavLink>
            </li>
          </>
        ) : null}
        <li>
          <NavLink to={sitePaths.opsSecurity}>Security</NavLink>
        </li>
        {/* Every staff member's sessions are for admins (decision 072). */}
        {staff.data?.role === 'admin' ? (
          <li>
            <NavLink to={sitePaths.opsStaff}>Staff</NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
