import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useSession } from '../../lib/session/session-context';
import { wixTokenAuth } from './api/wix-token-auth';

/** Where the help desk takes a signed-in person's token: the sandbox desk (docs/sandbox.md "Help desk"). */
export const helpDeskSsoPath = '/help-desk/sso';

type TokenState = { kind: 'loading' } | { kind: 'ready'; token: string } | { kind: 'failed' };

/**
 * Signed in, the help desk is reached with a fresh token naming the person
 * (wixTokenAuth), posted rather than put in a link, so it never sits in a URL
 * or a history entry. Signed out, the contact page is the way to write to us.
 */
export function HelpDeskContact() {
  const { status, user } = useSession();
  const signedIn = status === 'loggedIn';
  const [token, setToken] = useState<TokenState>({ kind: 'loading' });

  useEffect(() => {
    if (!signedIn) return undefined;
    const controller = new AbortController();
    // A token lives minutes: one is asked for each time the panel opens.
    wixTokenAuth(controller.signal).then(
      (value) => setToken({ kind: 'ready', token: value }),
      () => {
        if (!controller.signal.aborted) setToken({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [signedIn]);

  if (!signedIn || !user) {
    return (
      <p className="help-panel__contact">
        Still stuck? <Link to={sitePaths.contact}>Contact us</Link>.
      </p>
    );
  }
  return (
    <form className="help-panel__contact" method="post" action={helpDeskSsoPath}>
      <p className="help-panel__identity">
        Signed in as <strong>{user.email}</strong>: the help desk will know it is you.
      </p>
      {token.kind === 'ready' ? <input type="hidden" name="token" value={token.token} /> : null}
      {token.kind === 'failed' ? (
        <p className="help-panel__error" role="alert">
          The help desk cannot be reached right now. <Link to={sitePaths.contact}>Contact us</Link> instead.
        </p>
      ) : (
        <button type="submit" className="button button--primary" disabled={token.kind !== 'ready'}>
          Contact the help desk
        </button>
      )}
    </form>
  );
}
