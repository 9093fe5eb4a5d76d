import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { useSession } from '../../../lib/session/session-context';
import { confirmEmailChange, emailChangeFailureText } from './email-change-api';
import { EmailChangeLinkFrame } from './email-change-link-frame';
import './email-change.css';

/**
 * The page the link to the new address opens: /account/email/confirm?hash=… (decision 075). It works
 * signed in or not; the link itself proves the mailbox. Asked once per link (a query, never refetched),
 * so showing the page twice cannot use the link up and then call it used.
 */
export function EmailChangeConfirmPage() {
  const [search] = useSearchParams();
  const hash = search.get('hash') ?? '';
  const { user, refreshUser } = useSession();
  const confirmation = useQuery({
    queryKey: ['confirm-email-change', hash],
    queryFn: () => confirmEmailChange(hash),
    enabled: hash !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // The signed-in page shows the new address at once.
  const onChanged = useEffectEvent(() => void refreshUser());
  const changed = confirmation.data === 'changed';
  useEffect(() => {
    if (changed) onChanged();
  }, [changed]);

  if (hash && confirmation.isPending) {
    return (
      <EmailChangeLinkFrame title="Confirm your new e-mail address">
        <p role="status">Confirming your new e-mail address…</p>
      </EmailChangeLinkFrame>
    );
  }
  if (confirmation.isError) {
    return (
      <EmailChangeLinkFrame title="Confirm your new e-mail address">
        <FormAlert>
          <p>{emailChangeFailureText(confirmation.error)}</p>
        </FormAlert>
        <button type="button" className="button button--primary" onClick={() => void confirmation.refetch()}>
          Try again
        </button>
      </EmailChangeLinkFrame>
    );
  }
  if (changed) {
    return (
      <EmailChangeLinkFrame title="Your e-mail address is changed">
        <FormAlert tone="success">
          <p>From now on, sign in with this address. We will write to it about your application and your card.</p>
        </FormAlert>
        <p>We told your previous address about the change, with a way to undo it if it was not you.</p>
        <div className="email-change-link__actions">
          <Link to={user ? sitePaths.account : sitePaths.signIn} className="button button--primary">
            {user ? 'Go to your account' : 'Sign in'}
          </Link>
        </div>
      </EmailChangeLinkFrame>
    );
  }
  if (confirmation.data === 'taken') {
    return (
      <EmailChangeLinkFrame title="This address is already in use">
        <FormAlert>
          <p>Another account uses this e-mail address, so we could not change yours to it. Nothing changed.</p>
        </FormAlert>
        <p>You can ask for the change again with a different address, from your account.</p>
        <div className="email-change-link__actions">
          <Link to={sitePaths.accountSecurity} className="button button--primary">
            Go to sign-in and security
          </Link>
        </div>
      </EmailChangeLinkFrame>
    );
  }
  return (
    <EmailChangeLinkFrame title="This link cannot be used">
      <FormAlert>
        <p>This link is not valid any more, so nothing changed.</p>
      </FormAlert>
      <p>
        A link works once and for 24 hours, and only the newest one works: asking again or cancelling the change stops
        the earlier link. Ask for the change again from your account if you still want it.
      </p>
      <div className="email-change-link__actions">
        <Link to={sitePaths.accountSecurity} className="button button--primary">
          Go to sign-in and security
        </Link>
      </div>
    </EmailChangeLinkFrame>
  );
}
