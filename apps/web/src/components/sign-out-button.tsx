import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useSession } from '../lib/session/session-context';

/** Ends the session and goes home; one button for the header and the account page. */
export function SignOutButton() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const endSession = async () => {
    // A second click while the first is on its way would sign out twice.
    if (signingOut) return;
    setSigningOut(true);
    await signOut();
    setSigningOut(false);
    await navigate(sitePaths.home);
  };

  return (
    <button
      type="button"
      className="button button--secondary"
      aria-disabled={signingOut || undefined}
      onClick={() => void endSession()}
    >
      {signingOut ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
