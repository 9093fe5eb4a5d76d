import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { fetchPasskeySignInOptions, signInWithPasskey } from '../api/passkey-sign-in';
import { toSessionUser } from '../api/user-fields';
import { connectionProblemText } from '../lib/auth-failure';
import { useAuthSession } from '../session/auth-session-context';
import { safeReturnTo } from '../session/return-to';
import './passkey-sign-in.css';

/**
 * What a failed passkey sign-in tells the person: the browser's problem (a PasskeyProblem, known by its
 * name: its module loads only when the button is pressed), the server's refusal, or no connection.
 */
export function passkeySignInFailureText(error: unknown): string {
  if ((error instanceof Error && error.name === 'PasskeyProblem') || error instanceof ApiError) return error.message;
  return connectionProblemText;
}

/**
 * Sign-in with a passkey (decision 076): no e-mail or password; the browser
 * offers the passkeys it holds for this site and a user-verified one starts
 * the same session as the password. `asked`: the password was right and the
 * account confirms sign-ins with a passkey too, so this is the one way on.
 */
export function PasskeySignIn({ asked = false }: { asked?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { dispatch } = useAuthSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      // The WebAuthn code loads on the press, not with the sign-in page (decision 091).
      const [{ signWithPasskey }, options] = await Promise.all([
        import('../../../lib/passkeys/passkey-ceremonies'),
        fetchPasskeySignInOptions(),
      ]);
      const user = await signInWithPasskey(await signWithPasskey(options));
      dispatch({ type: 'signedIn', user: toSessionUser(user) });
      await navigate(safeReturnTo(search.get('returnTo')), { replace: true });
    } catch (error) {
      setFailure(passkeySignInFailureText(error));
      setBusy(false);
    }
  };

  return (
    <section className="passkey-sign-in" aria-label={asked ? 'Confirm with your passkey' : 'Sign in with a passkey'}>
      {asked ? (
        <FormAlert tone="info">
          Your password is right. This account also asks for its passkey: confirm with it to finish signing in.
        </FormAlert>
      ) : (
        <p className="passkey-sign-in__divider">
          <span>or</span>
        </p>
      )}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button
        type="button"
        className={`button ${asked ? 'button--primary' : 'button--secondary'} passkey-sign-in__button`}
        aria-disabled={busy || undefined}
        onClick={() => void signIn()}
      >
        {busy ? 'Waiting for your passkey…' : asked ? 'Confirm with your passkey' : 'Sign in with a passkey'}
      </button>
    </section>
  );
}
