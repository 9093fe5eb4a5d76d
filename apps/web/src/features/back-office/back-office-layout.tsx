import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { fetchCurrentStaff } from './api/staff-api';
import { currentStaffKey } from './use-current-staff';
import './back-office.css';

const signedOutPaths: readonly string[] = [sitePaths.opsSignIn, sitePaths.opsEnrol];

/**
 * The back office's frame (decision 029): no site header or footer, no
 * analytics, and never indexed. Its code loads only under /ops.
 */
export function OpsLayout() {
  // Who is signed in, loaded once for every page: the nav shows a lead's items by role (decision 070).
  const signingIn = signedOutPaths.includes(useLocation().pathname);
  useQuery({
    queryKey: currentStaffKey,
    queryFn: fetchCurrentStaff,
    retry: false,
    staleTime: 30_000,
    enabled: !signingIn,
  });
  return (
    <div className="ops-shell">
      <meta name="robots" content="noindex, nofollow" />
      <header className="ops-shell__bar">
        <span className="ops-shell__name">{PRODUCT.name} back office</span>
      </header>
      <main id="main" className="ops-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
