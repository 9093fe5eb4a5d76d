import type { RecaptchaStatus } from '../session/user-state';

/**
 * The reCAPTCHA's place in the form. There is no puzzle to solve, so the only
 * thing to say is that a check runs, or that it failed and can be retried.
 */
export function RecaptchaNotice({ status }: { status: RecaptchaStatus }) {
  if (status === 'fail') {
    return (
      <p className="field__error recaptcha-notice" role="alert">
        We could not complete our automatic security check. Please press the button again to retry.
      </p>
    );
  }
  return <p className="field__hint recaptcha-notice">This form is protected by an automatic security check.</p>;
}
