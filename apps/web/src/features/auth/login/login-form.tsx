import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { loginFormSchema, LoginForm as LoginFormInput } from '@waypoint/domain/auth/account-fields';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ErrorSummary } from '../../../components/form/error-summary';
import { errorSummaryEntries } from '../../../components/form/error-summary-entries';
import { FormAlert } from '../../../components/form/form-alert';
import { lazySchemaResolver } from '../../../components/form/lazy-schema-resolver';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-errors';
import { asyncHandler } from '../../../lib/async-handler';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { useRecaptcha } from '../../../lib/recaptcha/use-recaptcha';
import { login } from '../api/login';
import { toSessionUser } from '../api/user-fields';
import { RecaptchaNotice } from '../components/recaptcha-notice';
import { loginFailure } from '../lib/auth-failure';
import { useAuthSession } from '../session/auth-session-context';
import { safeReturnTo } from '../session/return-to';
import { PasskeySignIn } from './passkey-sign-in';

const fields = [
  { name: 'email', id: 'login-email', label: 'Email address' },
  { name: 'password', id: 'login-password', label: 'Password' },
] as const;
const [email, password] = fields;
/** Auth's answer to a correct password on an account that asks for its passkey too (decision 076). */
const passkeyRequiredCode = 'PASSKEY_REQUIRED';
type LoginValues = z.output<typeof loginFormSchema>;
/** The schema and the library under it load on the form's first focus, not with the page (decision 091). */
const loadLoginSchema = async () => (await import('@waypoint/domain/auth/account-fields')).loginFormSchema;

export function LoginForm() {
  // product-rules#field-messages: an empty e-mail sends nothing; the schema stops it before any request.
  const [schema] = useState(() => lazySchemaResolver<LoginFormInput, LoginValues>(loadLoginSchema));
  const form = useForm<LoginFormInput, unknown, LoginValues>({
    resolver: schema.resolver,
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const { state, dispatch } = useAuthSession();
  const notifications = useNotifications();
  const recaptcha = useRecaptcha('login');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [passkeyAsked, setPasskeyAsked] = useState(false);
  const summary = errorSummaryEntries(errors, fields);

  const submit = async (values: LoginValues) => {
    // Last attempt's messages would read as this attempt's answer.
    notifications.reset();
    setFormMessage(null);
    setPasskeyAsked(false);
    dispatch({ type: 'requested' });
    try {
      const recaptchaToken = await recaptcha.token();
      const user = await login({ ...values, recaptchaToken });
      dispatch({ type: 'signedIn', user: toSessionUser(user) });
      await navigate(safeReturnTo(search.get('returnTo')), { replace: true });
    } catch (error) {
      // The account confirms sign-ins with its passkey too (decision 076): the passkey prompt takes over.
      if (error instanceof ApiError && error.code === passkeyRequiredCode) {
        dispatch({ type: 'failed', message: error.message });
        setPasskeyAsked(true);
        return;
      }
      const failure = loginFailure(error);
      if (failure.kind === 'recaptcha') return dispatch({ type: 'recaptchaFailed' });
      dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      if (failure.kind === 'notice') notifications.show(failure.key);
      else setFormMessage(failure.text);
      // The message is announced (role=alert); focus goes back to the start of the form, not the button,
      // so the next try begins where the answer is to be corrected (product-rules#auth-errors).
      form.setFocus('email');
    }
  };

  if (passkeyAsked) {
    return (
      <>
        <PasskeySignIn asked />
        <button type="button" className="passkey-sign-in__other" onClick={() => setPasskeyAsked(false)}>
          Sign in with another account
        </button>
      </>
    );
  }

  return (
    <>
      <form noValidate onSubmit={asyncHandler(form.handleSubmit(submit))} onFocus={schema.preload} aria-label="Sign in">
        {submitCount > 0 && summary.length > 0 ? <ErrorSummary key={submitCount} entries={summary} /> : null}
        {formMessage ? <FormAlert>{formMessage}</FormAlert> : null}
        <TextField
          {...email}
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          {...password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="auth-card__row">
          <Link to={sitePaths.forgotPassword}>Forgot your password?</Link>
        </div>
        <RecaptchaNotice status={state.recaptcha} />
        <SubmitButton busy={isSubmitting} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <PasskeySignIn />
    </>
  );
}
