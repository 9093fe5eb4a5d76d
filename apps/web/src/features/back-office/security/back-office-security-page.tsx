import { Navigate } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { OpsNav } from '../back-office-nav';
import { useCurrentStaff } from '../use-current-staff';
import { OpsMySessionsSection } from './ops-my-sessions-section';
import { OpsPasskeysSection } from './ops-passkeys-section';
import './back-office-security.css';

/** A staff member's own security (decision 072): their passkeys and their live sessions. */
export function OpsSecurityPage() {
  const staff = useCurrentStaff();
  if (staff.isPending) return <p className="ops-card">Checking your back-office session…</p>;
  if (staff.isError) return <Navigate to={sitePaths.opsSignIn} replace />;
  return (
    <div className="ops-page ops-security">
      <title>Security · Back office</title>
      <OpsNav />
      <h1>Security</h1>
      <p className="ops-muted">
        Signed in as <strong>{staff.data.email}</strong>.
      </p>
      <OpsPasskeysSection />
      <OpsMySessionsSection />
    </div>
  );
}
