import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { passwordField } from '@waypoint/domain/auth/account-fields';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { totpCodeField } from '@waypoint/domain/staff/staff-access';
import { FormAlert } from '../../components/form/form-alert';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { asyncHandler } from '../../lib/async-handler';
import { enrolStaff, fetchStaffEnrolment, type StaffEnrolment } from './api/staff-api';
import { opsFormFailure } from './ops-form-failure';
import { currentStaffKey } from './use-current-staff';

const enrolSchema = z.object({ password: passwordField, code: totpCodeField });
type EnrolInput = z.input<typeof enrolSchema>;

/**
 * The one-time enrolment link (decision 029): the authenticator's secret to
 * add to an app, then a password and a first code that proves the app works.
 */
export function OpsEnrolPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const enrolment = useQuery({
    queryKey: ['ops', 'enrolment', token],
    queryFn: () => fetchStaffEnrolment(token),
    enabled: token !== '',
    retry: false,
    // The link is spent on success: never fetch it again in the background.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  return (
    <div className="ops-card">
      <title>Back office enrolment</title>
      <h1>Set up your back-office account</h1>
      {token === '' || enrolment.isError ? (
        <FormAlert>
          {enrolment.error?.message ??
            'This page needs the enrolment link you were given. Ask an administrator for a new one.'}
        </FormAlert>
      ) : enrolment.isPending ? (
        <p>Checking your enrolment link…</p>
      ) : (
        <EnrolForm token={token} enrolment={enrolment.data} />
      )}
    </div>
  );
}

function EnrolForm({ token, enrolment }: { token: string; enrolment: StaffEnrolment }) {
  const form = useForm<EnrolInput, unknown, z.output<typeof enrolSchema>>({
    resolver: zodResolver(enrolSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async (values: z.output<typeof enrolSchema>) => {
    setFormMessage(null);
    try {
      const staff = await enrolStaff({ token, ...values });
      queryClient.setQueryData(currentStaffKey, staff);
      await navigate(sitePaths.opsHome, { replace: true });
    } catch (error) {
      const failure = opsFormFailure(error, ['password', 'code'] as const);
      if (failure.field) form.setError(failure.field, { message: failure.text });
      else setFormMessage(failure.text);
    }
  };

  return (
    <>
      <p>
        For <strong>{enrolment.email}</strong>, role <strong>{enrolment.role}</strong>. This link works once.
      </p>
      <ol className="ops-steps">
        <li>
          In your authenticator app, add an account with this key (time-based, 6 digits):
          <code className="ops-secret" aria-label="Authenticator key">
            {enrolment.totpSecret}
          </code>
          <details>
            <summary>Or the setup link, for apps that take one</summary>
            <p className="ops-uri">{enrolment.otpauthUri}</p>
          </details>
        </li>
        <li>Choose a password and enter the code the app shows now.</li>
      </ol>
      <form noValidate onSubmit={asyncHandler(form.handleSubmit(submit))} aria-label="Back office enrolment">
        {formMessage ? <FormAlert>{formMessage}</FormAlert> : null}
        <input type="email" hidden readOnly autoComplete="username" value={enrolment.email} />
        <PasswordField
          id="ops-enrol-password"
          label="Password"
          hint="At least 8 characters; a phrase only you would think of."
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          id="ops-enrol-code"
          label="Authenticator code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Setting up…">
          Finish setting up
        </SubmitButton>
      </form>
    </>
  );
}
