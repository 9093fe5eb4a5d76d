import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField } from '@waypoint/domain/accounts/account-fields';
import { ErrorSummary } from '../../../components/form/error-summary';
import { errorSummaryEntries } from '../../../components/form/error-summary-entries';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { requestFailure } from '../lib/auth-failure';
import { asyncHandler } from '../../../lib/async-handler';

const resendFormSchema = z.object({ email: emailField });
const fields = [{ name: 'email', id: 'resend-email', label: 'Email address' }] as const;

/** Asks for a fresh verification link; the answer never says whether the address is known. */
export function ResendVerificationForm({ knownEmail }: { knownEmail: string }) {
  const form = useForm<z.input<typeof resendFormSchema>, unknown, z.output<typeof resendFormSchema>>({
    resolver: zodResolver(resendFormSchema),
    defaultValues: { email: knownEmail },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const { mutateAsync: resend } = useResendVerificationEmail();
  const [outcome, setOutcome] = useState<{ sent: true } | { sent: false; text: string } | null>(null);
  const summary = errorSummaryEntries(errors, fields);

  const submit = async ({ email }: z.output<typeof resendFormSchema>) => {
    setOutcome(null);
    try {
      await resend(email);
      setOutcome({ sent: true });
    } catch (error) {
      const failure = requestFailure(error);
      setOutcome({ sent: false, text: failure.kind === 'message' ? failure.text : 'Please try again.' });
    }
  };

  return (
    <form noValidate onSubmit={asyncHandler(form.handleSubmit(submit))} aria-labelledby="resend-title">
      <h2 id="resend-title" className="auth-section-title">
        Send a new link
      </h2>
      {submitCount > 0 && summary.length > 0 ? <ErrorSummary key={submitCount} entries={summary} /> : null}
      {outcome?.sent ? (
        <FormAlert tone="success">
          <p>
            If that address belongs to an account that still needs confirming, a new link is on its way. Only the newest
            link works.
          </p>
        </FormAlert>
      ) : null}
      {outcome && !outcome.sent ? <FormAlert>{outcome.text}</FormAlert> : null}
      <TextField
        {...fields[0]}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint="The address you signed up with."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Sending…">
        Send a new link
      </SubmitButton>
    </form>
  );
}
