import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { browserCookie, expireBrowserCookie } from '../../../lib/browser-cookies';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { SessionContext, type SessionApi } from '../../../lib/session/session-context';
import { AuthSessionContext, type AuthSession } from './auth-session-context';
import { initialUserState, userReducer } from './user-state';

const hasSessionCookie = () => browserCookie(sessionTransport.sessionHashCookie) !== undefined;

/**
 * Whether a failed check was the server refusing the session. Loaded when a check fails: the
 * error kinds are the request code's, which stays out of the first page's script (decision 047).
 * A chunk that cannot arrive proves nothing about the session, as an unreachable server does not.
 */
async function isSessionRefusal(error: unknown): Promise<boolean> {
  try {
    const failures = await import('../lib/auth-failure');
    return failures.isSessionRefusal(error);
  } catch {
    return false;
  }
}

/**
 * The user store (product-rules#user-status). At start it asks the server whether
 * the browser's session is alive: checkToken(returnUserData: true). Once
 * someone is signed in, a re-check is the session check (checkSession): the
 * page knows the user and needs only to hear that the session still holds.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(userReducer, initialUserState);
  const { show } = useNotifications();

  const expire = useCallback(() => {
    expireBrowserCookie(sessionTransport.sessionHashCookie);
    show('session_expired');
    dispatch({ type: 'signedOut', reason: 'expired' });
  }, [show]);

  const check = useCallback(
    async (announce: boolean) => {
      // Without the hash cookie the server refuses any session, so there is nothing to ask.
      if (!hasSessionCookie()) {
        dispatch({ type: 'signedOut', reason: 'noSession' });
        return;
      }
      if (announce) dispatch({ type: 'requested' });
      try {
        // Loaded when first needed: the request code (and its response schemas) stays out of the first page's script.
        const { checkToken } = await import('../api/check-token');
        const user = await checkToken();
        if (user) dispatch({ type: 'signedIn', user });
        else expire();
      } catch (error) {
        // product-rules#session-errors; a server we cannot reach proves nothing about the session.
        if (await isSessionRefusal(error)) expire();
        else if (announce)
          dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [expire],
  );

  const started = useRef(false);
  useEffect(() => {
    // Once per page load, even when StrictMode runs effects twice: two checks could announce one expiry twice.
    if (started.current) return;
    started.current = true;
    void check(true);
  }, [check]);

  // product-rules#signed-in-state: the session check of a page that already knows who is signed in.
  const recheck = useCallback(async () => {
    if (!hasSessionCookie()) return dispatch({ type: 'signedOut', reason: 'noSession' });
    try {
      const { checkSession } = await import('../api/check-session');
      if (!(await checkSession())) expire();
    } catch (error) {
      // As at start: only the server's refusal ends the session; an unreachable server proves nothing.
      if (await isSessionRefusal(error)) expire();
    }
  }, [expire]);

  const signedIn = state.status === 'loggedIn';
  const revalidate = useCallback(() => (signedIn ? recheck() : check(false)), [signedIn, recheck, check]);
  // The full check answers the user's fields, without announcing a load.
  const refreshUser = useCallback(() => check(false), [check]);

  const signOut = useCallback(async (options?: { thenSignIn?: boolean }) => {
    try {
      const { logout } = await import('../api/logout');
      await logout();
    } catch {
      // Signing out must always work from the person's side: with the hash cookie gone
      // below, the server refuses this session from this browser even if logout never arrived.
    }
    expireBrowserCookie(sessionTransport.sessionHashCookie);
    forgetUnsavedInThisTab();
    dispatch({ type: 'signedOut', reason: options?.thenSignIn ? 'signInAgain' : 'logout' });
  }, []);

  const api = useMemo<SessionApi>(
    () => ({ status: state.status, user: state.user, revalidate, refreshUser, expire, signOut }),
    [state.status, state.user, revalidate, refreshUser, expire, signOut],
  );
  const authSession = useMemo<AuthSession>(() => ({ state, dispatch }), [state]);

  return (
    <SessionContext value={api}>
      <AuthSessionContext value={authSession}>{children}</AuthSessionContext>
    </SessionContext>
  );
}

/** What the wizard keeps in this tab for a reload (`waypoint.unsaved.` keys) goes with the session. */
function forgetUnsavedInThisTab(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith('waypoint.unsaved.')) window.sessionStorage.removeItem(key);
    }
  } catch {
    // Storage the browser refuses holds nothing of ours.
  }
}
