import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { emailField } from '@waypoint/domain/auth/account-fields';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { totpCodeField } from '@waypoint/domain/staff/staff-access';
import { FormAlert } from '../../components/form/form-alert';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { asyncHandler } from '../../lib/async-handler';
import { staffSignIn } from './api/staff-api';
import { opsFormFailure } from './ops-form-failure';
import { currentStaffKey } from './use-current-staff';

const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, fieldMessages.required),
  code: totpCodeField,
});
type SignInInput = z.input<typeof signInSchema>;

/** Staff sign-in (decision 029): e-mail, password and the authenticator's code, every time. */
export function OpsSignInPage() {
  const form = useForm<SignInInput, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async (values: z.output<typeof signInSchema>) => {
    setFormMessage(null);
    try {
      const staff = await staffSignIn(values);
      queryClient.setQueryData(currentStaffKey, staff);
      await navigate(sitePaths.opsHome, { replace: true });
    } catch (error) {
      // A code is good once: the next try needs the authenticator's next one.
      form.setValue('code', '');
      const failure = opsFormFailure(error, ['email', 'password', 'code'] as const);
      if (failure.field) form.setError(failure.field, { message: failure.text });
      else setFormMessage(failure.text);
    }
  };

  return (
    <div className="ops-card">
      <title>Back office sign-in</title>
      <h1>Back office sign-in</h1>
      <form noValidate onSubmit={asyncHandler(form.handleSubmit(submit))} aria-label="Back office sign-in">
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
        <TextField
          id="ops-code"
          label="Authenticator code"
          hint="The 6 digits your authenticator app shows now."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </div>
  );
}
