import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useAuthSession } from './auth-session-context';
import { safeReturnTo } from './return-to';
import { isSessionPending } from './user-state';

/**
 * Sign-in and sign-up are for signed-out visitors. Someone who arrives here
 * already signed in goes where they were headed (`?returnTo=`, a path on this
 * site) or to their account, which leads on to the application. Decided once,
 * when the session check has answered: signing in on this very page is the
 * form's to route (sign-up goes on to the application).
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { state } = useAuthSession();
  const [search] = useSearchParams();
  const pending = isSessionPending(state);
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(pending ? null : state.status === 'loggedIn');
  // Set while rendering (React's "adjusting state on a prop change"), so no frame of the form flashes first.
  if (arrivedSignedIn === null && !pending) setArrivedSignedIn(state.status === 'loggedIn');
  if (arrivedSignedIn) return <Navigate to={safeReturnTo(search.get('returnTo'), sitePaths.account)} replace />;
  return children;
}
