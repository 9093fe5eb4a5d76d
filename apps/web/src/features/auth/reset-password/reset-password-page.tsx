import { useEffect, useReducer } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { resetPassword } from '../api/reset-password';
import { verifyResetHash } from '../api/verify-reset-hash';
import { AuthLayout } from '../components/auth-layout';
import { resetFailure } from '../lib/auth-failure';
import { NewPasswordForm, type NewPasswordValues } from './new-password-form';
import { initialPasswordResetState, passwordResetReducer } from './password-reset-state';

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const hash = search.get('hash') ?? '';
  const [state, dispatch] = useReducer(passwordResetReducer, initialPasswordResetState);

  useEffect(() => {
    let current = true;
    dispatch({ type: 'checkLink' });
    if (!hash) {
      dispatch({ type: 'failed' });
      return;
    }
    void verifyResetHash(hash).then(
      (valid) => current && dispatch({ type: 'linkChecked', valid }),
      () => current && dispatch({ type: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [hash]);

  /** Answers the server's words for the password field when it refuses the password itself. */
  const submit = async ({ newPassword }: NewPasswordValues): Promise<string | null> => {
    dispatch({ type: 'submit' });
    try {
      const done = await resetPassword({ newPassword, hash });
      dispatch({ type: done ? 'resetSucceeded' : 'failed' });
    } catch (error) {
      const failure = resetFailure(error);
      if (failure?.kind === 'field') {
        dispatch({ type: 'passwordRefused' });
        return failure.text;
      }
      dispatch(failure?.kind === 'message' ? { type: 'interrupted', message: failure.text } : { type: 'failed' });
    }
    return null;
  };

  const formShown = state.status === 'valid_hash' || (state.status === 'fetching' && state.linkChecked);
  return (
    <AuthLayout title="Set a new password" lead={formShown ? <p>Choose a new password for your account.</p> : null}>
      {formShown ? (
        <NewPasswordForm busy={state.status === 'fetching'} message={state.message} onSubmit={submit} />
      ) : null}
      {state.status === 'idle' || (state.status === 'fetching' && !state.linkChecked) ? (
        <p role="status">Checking your reset link…</p>
      ) : null}
      {state.status === 'invalid_hash' ? <InvalidLink /> : null}
      {state.status === 'reset_success' ? <ResetDone /> : null}
    </AuthLayout>
  );
}

function InvalidLink() {
  return (
    <>
      <FormAlert>
        <p>This reset link cannot be used.</p>
      </FormAlert>
      <p>
        Reset links work once and expire after a short time for your security. The link may also have been cut short
        when it was copied from the e-mail.
      </p>
      <p>Request a new link and use the newest e-mail we send you.</p>
      <Link to={sitePaths.forgotPassword} className="button button--primary">
        Request a new link
      </Link>
    </>
  );
}

function ResetDone() {
  return (
    <>
      <FormAlert tone="success">
        <p>Your password has been changed.</p>
      </FormAlert>
      <p>For your security, we have signed you out everywhere else. Sign in with your new password to continue.</p>
      <Link to={sitePaths.signIn} className="button button--primary">
        Sign in
      </Link>
    </>
  );
}
