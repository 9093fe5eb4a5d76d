import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';

/**
 * The roles that read the team's record: the audit log (decision 028) and
 * the daily summary (decision 070). The server checks the same; this only
 * spares a reviewer a page that would be refused.
 */
export const leadRoles: readonly string[] = ['approver', 'admin'];

export const roleMayLead = (role: string | undefined): boolean => role !== undefined && leadRoles.includes(role);

/** What a reviewer sees on a lead's page: why not, and the way back to their work. */
export function OpsRoleRefusal({ what }: { what: string }) {
  return (
    <div className="ops-role-refusal" role="status">
      <p>
        <strong>{what} is not for your role.</strong> It is for approvers and admins. Ask one of them if you need
        something from it.
      </p>
      <p>
        <Link to={sitePaths.opsHome}>Back to the applications</Link>
      </p>
    </div>
  );
}
