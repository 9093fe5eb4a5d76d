import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { passwordField } from '@waypoint/domain/auth/account-fields';
import { totpCodeField } from '@waypoint/domain/staff/staff-access';
import { FormAlert } from '../../components/form/form-alert';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { asyncHandler } from '../../lib/async-handler';
import { enrolStaff, fetchStaffEnrolment, type StaffEnrolment } from './api/staff-api';
import { AuthenticatorCodeField, useStaffAuthForm } from './staff-auth-form';

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
  const { form, errors, isSubmitting, formMessage, onSubmit } = useStaffAuthForm<
    EnrolInput,
    z.output<typeof enrolSchema>
  >({
    schema: enrolSchema,
    defaultValues: { password: '', code: '' },
    fields: ['password', 'code'],
    send: (values) => enrolStaff({ token, ...values }),
  });

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
      <form noValidate onSubmit={asyncHandler(onSubmit)} aria-label="Back office enrolment">
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
        <AuthenticatorCodeField id="ops-enrol-code" error={errors.code?.message} {...form.register('code')} />
        <SubmitButton busy={isSubmitting} busyLabel="Setting up…">
          Finish setting up
        </SubmitButton>
      </form>
    </>
  );
}
