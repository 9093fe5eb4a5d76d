import { partnerFieldLimits } from '@waypoint/domain/site/form-fields';
import {
  partnerInviteFormSchema,
  partnerInviteLimits,
  type PartnerInvite,
  type PartnerInviteForm as InviteValues,
} from '@waypoint/domain/site/partners/partner-invite';
import { EmailField } from '../../components/form/email-field';
import { FormShell } from '../../components/form/form-shell';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useNotifications } from '../../lib/notifications/notification-context';
import { useInviteByEmail } from './api/invite-by-email';
import { partnerFailure } from './partner-failure';

const fields = [
  { name: 'partnerName', id: 'invite-partner-name', label: 'Your name' },
  { name: 'partnerEmail', id: 'invite-partner-email', label: 'Your e-mail address' },
  { name: 'emails', id: 'invite-emails', label: 'E-mail addresses to invite' },
  { name: 'message', id: 'invite-message', label: 'A message for our team (optional)' },
] as const;
const [nameField, emailField, emailsField, messageField] = fields;
const fieldNames = fields.map((entry) => entry.name);

/** "Invite by e-mail": up to 20 addresses, one invitation each; success shows the catalogue message. */
export function PartnerInviteForm() {
  const {
    form,
    errors,
    setMessage: setFormMessage,
    shell,
  } = useSchemaForm<InviteValues, PartnerInvite>({
    schema: partnerInviteFormSchema,
    defaultValues: { partnerName: '', partnerEmail: '', emails: '', message: '' },
    fields,
  });
  const { isSubmitting } = form.formState;
  const { mutateAsync: invite } = useInviteByEmail();
  const { show } = useNotifications();

  const submit = async (values: PartnerInvite) => {
    setFormMessage(null);
    try {
      await invite(values);
      show('partner_email_success');
      form.reset({ ...form.getValues(), emails: '', message: '' });
    } catch (error) {
      const failure = partnerFailure(error, fieldNames);
      if (failure.kind === 'field') form.setError(failure.field, { message: failure.text }, { shouldFocus: true });
      else setFormMessage(failure.text);
    }
  };

  return (
    <FormShell method="post" onSubmit={form.handleSubmit(submit)} aria-labelledby="invite-title" {...shell}>
      <TextField
        {...nameField}
        autoComplete="name"
        error={errors.partnerName?.message}
        {...form.register('partnerName')}
      />
      <EmailField {...emailField} error={errors.partnerEmail?.message} {...form.register('partnerEmail')} />
      <TextareaField
        {...emailsField}
        rows={4}
        spellCheck={false}
        hint={`One per line or separated by commas, up to ${partnerInviteLimits.emails.max}. Each person gets their own invitation with a link to apply.`}
        error={errors.emails?.message}
        {...form.register('emails')}
      />
      <TextareaField
        {...messageField}
        rows={3}
        maxLength={partnerFieldLimits.message.max}
        hint="Kept with the invitation for our partnerships team; it is not sent to the people you invite."
        error={errors.message?.message}
        {...form.register('message')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Sending the invitations…">
        Send invitations
      </SubmitButton>
    </FormShell>
  );
}
