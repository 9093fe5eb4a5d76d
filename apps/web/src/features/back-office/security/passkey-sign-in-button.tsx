import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { PasskeyProblem, signWithPasskey } from '../../../lib/passkeys/passkey-ceremonies';
import { currentStaffKey } from '../use-current-staff';
import { fetchPasskeySignInOptions, staffPasskeySignIn } from './api/staff-passkeys-api';
import './back-office-security.css';

/** What a failed passkey sign-in tells the person: the browser's problem, the server's refusal, or no connection. */
export function passkeyFailureText(error: unknown): string {
  if (error instanceof PasskeyProblem) return error.message;
  if (error instanceof ApiError) return error.message;
  return 'The back office cannot be reached. Check your connection and try again.';
}

/**
 * Sign-in with a passkey (decision 072): no e-mail, password or code; the
 * browser offers the passkeys it holds for this site, and a user-verified one
 * starts the same staff session as the password sign-in.
 */
export function PasskeySignInButton() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const response = await signWithPasskey(await fetchPasskeySignInOptions());
      queryClient.setQueryData(currentStaffKey, await staffPasskeySignIn(response));
      await navigate(sitePaths.opsHome, { replace: true });
    } catch (error) {
      setFailure(passkeyFailureText(error));
      setBusy(false);
    }
  };

  return (
    <div className="ops-passkey-sign-in">
      <p className="ops-divider">
        <span>or</span>
      </p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button
        type="button"
        className="button button--secondary ops-passkey-sign-in__button"
        aria-disabled={busy || undefined}
        onClick={() => void signIn()}
      >
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
      <p className="ops-muted">A passkey you added on the Security page signs you in without a password or code.</p>
    </div>
  );
}
