import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPathFor } from '@waypoint/domain/site/paths/sign-in-path';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useSession } from '../../../lib/session/session-context';
import { useAuthSession } from './auth-session-context';
import { isSessionPending } from './user-state';
import './require-session.css';

/**
 * A page only a signed-in person may see (product-rules#signed-in-state). While the start-up check
 * runs it waits; a signed-out visitor goes to sign-in and comes back here
 * afterwards, except after signing out on purpose, which goes home.
 * `pending`: what to show while the check runs instead of the status line; the
 * wizard shows its prerendered shell, so the page does not change under the visitor (decision 047).
 */
export function RequireSession({ children, pending }: { children: ReactNode; pending?: ReactNode }) {
  const { state } = useAuthSession();
  const { revalidate } = useSession();
  const location = useLocation();
  const signedIn = state.status === 'loggedIn';

  // Entering a protected page re-checks the session, so an idle timeout shows up now, not at the next save.
  const onEnter = useEffectEvent(() => {
    if (signedIn) void revalidate();
  });
  useEffect(() => onEnter(), [location.pathname]);

  if (signedIn) return children;
  if (isSessionPending(state)) {
    if (pending) return pending;
    return (
      <div className="page require-session">
        <div className="container">
          <p role="status" className="require-session__status">
            Checking that you are signed in…
          </p>
        </div>
      </div>
    );
  }
  if (state.signOutReason === 'logout') return <Navigate to={sitePaths.home} replace />;
  return <Navigate to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
}
