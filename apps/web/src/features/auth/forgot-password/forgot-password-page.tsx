import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { forgotPasswordFormSchema } from '@waypoint/domain/auth/account-fields';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ErrorSummary } from '../../../components/form/error-summary';
import { errorSummaryEntries } from '../../../components/form/error-summary-entries';
import { FormAlert } from '../../../components/form/form-alert';
import { lazySchemaResolver } from '../../../components/form/lazy-schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { asyncHandler } from '../../../lib/async-handler';
import { useRecaptcha } from '../../../lib/recaptcha/use-recaptcha';
import { forgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { RecaptchaNotice } from '../components/recaptcha-notice';
import { requestFailure } from '../lib/auth-failure';
import type { RecaptchaStatus } from '../session/user-state';

type ForgotPasswordInput = z.input<typeof forgotPasswordFormSchema>;
type ForgotPasswordValues = z.output<typeof forgotPasswordFormSchema>;
const fields = [{ name: 'email', id: 'forgot-email', label: 'Email address' }] as const;
/** The schema and the library under it load on the form's first focus, not with the page (decision 091). */
const loadForgotPasswordSchema = async () =>
  (await import('@waypoint/domain/auth/account-fields')).forgotPasswordFormSchema;

export function ForgotPasswordPage() {
  const [schema] = useState(() =>
    lazySchemaResolver<ForgotPasswordInput, ForgotPasswordValues>(loadForgotPasswordSchema),
  );
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: schema.resolver,
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const recaptchaCheck = useRecaptcha('forgot_password');
  const [sent, setSent] = useState(false);
  const [recaptcha, setRecaptcha] = useState<RecaptchaStatus>('idle');
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const summary = errorSummaryEntries(errors, fields);

  const submit = async ({ email }: ForgotPasswordValues) => {
    setFormMessage(null);
    setRecaptcha('idle');
    try {
      await forgotPassword({ email, recaptchaToken: await recaptchaCheck.token() });
      setSent(true);
    } catch (error) {
      const failure = requestFailure(error);
      if (failure.kind === 'recaptcha') setRecaptcha('fail');
      else if (failure.kind === 'message') setFormMessage(failure.text);
    }
  };

  return (
    <AuthLayout
      title="Forgot password"
      lead={
        <p>It happens. Enter the e-mail address you signed up with and we will send you a link to set a new one.</p>
      }
    >
      {sent ? (
        <>
          {/* The same words whether or not the account exists: the page must not reveal who has one. */}
          <FormAlert tone="success">
            <p>
              If an account exists for that address, we have sent a link to set a new password. The link works once and
              expires after a short time.
            </p>
          </FormAlert>
          <p>Nothing after a few minutes? Check your spam or junk folder, or make sure you used the right address.</p>
          <div className="auth-actions">
            <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
              Try another address
            </button>
            <Link to={sitePaths.signIn} className="button button--primary">
              Back to sign in
            </Link>
          </div>
        </>
      ) : (
        <form
          noValidate
          onSubmit={asyncHandler(form.handleSubmit(submit))}
          onFocus={schema.preload}
          aria-label="Request a password reset link"
        >
          {submitCount > 0 && summary.length > 0 ? <ErrorSummary key={submitCount} entries={summary} /> : null}
          {formMessage ? <FormAlert>{formMessage}</FormAlert> : null}
          <TextField
            {...fields[0]}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <RecaptchaNotice status={recaptcha} />
          <SubmitButton busy={isSubmitting} busyLabel="Sending…">
            Send reset link
          </SubmitButton>
        </form>
      )}
      <div className="auth-card__footer">
        <p>
          Remembered it? <Link to={sitePaths.signIn}>Sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
