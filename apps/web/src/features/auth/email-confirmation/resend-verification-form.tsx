import { useState } from 'react';
import { z } from 'zod';
import { emailField } from '@waypoint/domain/auth/account-fields';
import { EmailField } from '../../../components/form/email-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormShell } from '../../../components/form/form-shell';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { requestFailure } from '../lib/auth-failure';

const resendFormSchema = z.object({ email: emailField });
const fields = [{ name: 'email', id: 'resend-email', label: 'Email address' }] as const;

/** Asks for a fresh verification link; the answer never says whether the address is known. */
export function ResendVerificationForm({ knownEmail }: { knownEmail: string }) {
  const { form, errors, shell } = useSchemaForm<z.input<typeof resendFormSchema>, z.output<typeof resendFormSchema>>({
    schema: resendFormSchema,
    defaultValues: { email: knownEmail },
    fields,
  });
  const { isSubmitting } = form.formState;
  const { mutateAsync: resend } = useResendVerificationEmail();
  const [outcome, setOutcome] = useState<{ sent: true } | { sent: false; text: string } | null>(null);

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
    <FormShell
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby="resend-title"
      heading={
        <h2 id="resend-title" className="auth-section-title">
          Send a new link
        </h2>
      }
      {...shell}
      // A refusal and the success below never show together.
      message={outcome && !outcome.sent ? outcome.text : null}
    >
      {outcome?.sent ? (
        <FormAlert tone="success">
          <p>
            If that address belongs to an account that still needs confirming, a new link is on its way. Only the newest
            link works.
          </p>
        </FormAlert>
      ) : null}
      <EmailField
        {...fields[0]}
        hint="The address you signed up with."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Sending…">
        Send a new link
      </SubmitButton>
    </FormShell>
  );
}
