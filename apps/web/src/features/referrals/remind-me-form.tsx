import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { remindMeFormSchema } from '@waypoint/domain/referrals/remind-me';
import { EmailField } from '../../components/form/email-field';
import { FormAlert } from '../../components/form/form-alert';
import { FormShell } from '../../components/form/form-shell';
import { SubmitButton } from '../../components/form/submit-button';
import { useRemindMeEmail } from './api/remind-me-email';
import { inviteFailureText } from './invite-failure';

type RemindForm = z.output<typeof remindMeFormSchema>;

/** "Remind me later": one e-mail with this invitation link, for a visitor not ready to apply now. */
export function RemindMeForm({ inviteCode, referrerName }: { inviteCode: string; referrerName: string | null }) {
  const form = useForm<z.input<typeof remindMeFormSchema>, unknown, RemindForm>({
    resolver: zodResolver(remindMeFormSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { mutateAsync: remind } = useRemindMeEmail();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async ({ email }: RemindForm) => {
    setFormMessage(null);
    try {
      await remind({ email, referrerName, inviteCode, version: 'v1' });
      setSentTo(email);
    } catch (error) {
      setFormMessage(inviteFailureText(error));
    }
  };

  if (sentTo) {
    return (
      <FormAlert tone="success">
        Done. We sent your invitation link to <strong>{sentTo}</strong>. Open it whenever you are ready to apply.
      </FormAlert>
    );
  }
  return (
    <FormShell method="post" onSubmit={form.handleSubmit(submit)} aria-label="Remind me later" message={formMessage}>
      <EmailField
        id="invite-remind-email"
        label="Your e-mail address"
        hint="We send one e-mail with your invitation link, and nothing else."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Sending…">
        Remind me later
      </SubmitButton>
    </FormShell>
  );
}
