import { z } from 'zod';
import { emailField } from '@waypoint/domain/auth/account-fields';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { totpCodeField } from '@waypoint/domain/staff/staff-access';
import { FormAlert } from '../../components/form/form-alert';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { asyncHandler } from '../../lib/async-handler';
import { staffSignIn } from './api/staff-api';
import { PasskeySignInButton } from './security/passkey-sign-in-button';
import { AuthenticatorCodeField, useStaffAuthForm } from './staff-auth-form';

const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, fieldMessages.required),
  code: totpCodeField,
});
type SignInInput = z.input<typeof signInSchema>;

/** Staff sign-in (decision 029): e-mail, password and the authenticator's code, or a passkey (decision 072). */
export function OpsSignInPage() {
  const { form, errors, isSubmitting, formMessage, onSubmit } = useStaffAuthForm<
    SignInInput,
    z.output<typeof signInSchema>
  >({
    schema: signInSchema,
    defaultValues: { email: '', password: '', code: '' },
    fields: ['email', 'password', 'code'],
    send: staffSignIn,
  });

  return (
    <div className="ops-card">
      <title>Back office sign-in</title>
      <h1>Back office sign-in</h1>
      <form noValidate onSubmit={asyncHandler(onSubmit)} aria-label="Back office sign-in">
        {formMessage ? <FormAlert>{formMessage}</FormAlert> : null}
        <TextField
          id="ops-email"
          label="Work e-mail"
          type="email"
          autoComplete="username"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          id="ops-password"
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <AuthenticatorCodeField
          id="ops-code"
          hint="The 6 digits your authenticator app shows now."
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <PasskeySignInButton />
    </div>
  );
}
