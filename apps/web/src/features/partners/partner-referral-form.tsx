import type { z } from 'zod';
import { partnerFieldLimits } from '@waypoint/domain/site/form-fields';
import {
  partnerReferralSchema,
  type PartnerReferral,
  type PartnerReferralField,
} from '@waypoint/domain/site/partners/partner-referral';
import { DateField } from '../../components/form/date-field';
import { EmailField } from '../../components/form/email-field';
import { FormShell } from '../../components/form/form-shell';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useNotifications } from '../../lib/notifications/notification-context';
import { useReferSomeone } from './api/refer-someone';
import { partnerFailure } from './partner-failure';

type ReferralValues = Record<PartnerReferralField, string>;

const fields = [
  { name: 'organization', id: 'referral-organization', label: 'Your organization' },
  { name: 'partnerName', id: 'referral-partner-name', label: 'Your name' },
  { name: 'partnerEmail', id: 'referral-partner-email', label: 'Your e-mail address' },
  { name: 'partnerPhone', id: 'referral-partner-phone', label: 'Your phone number (optional)' },
  { name: 'firstName', id: 'referral-first-name', label: 'Their first name' },
  { name: 'lastName', id: 'referral-last-name', label: 'Their last name' },
  { name: 'email', id: 'referral-email', label: 'Their e-mail address' },
  { name: 'relocationDate', id: 'referral-relocation-date', label: 'Their expected move date (optional)' },
  { name: 'note', id: 'referral-note', label: 'Anything we should know (optional)' },
] as const satisfies readonly { name: PartnerReferralField; id: string; label: string }[];
const field = Object.fromEntries(fields.map((entry) => [entry.name, entry])) as {
  [Name in PartnerReferralField]: Extract<(typeof fields)[number], { name: Name }>;
};
const fieldNames = fields.map((entry) => entry.name);
const empty: ReferralValues = Object.fromEntries(fieldNames.map((name) => [name, ''])) as ReferralValues;
const personFields = ['firstName', 'lastName', 'email', 'relocationDate', 'note'] as const;

/** "Refer someone": on success the catalogue message shows and the form clears the person, keeping the partner. */
export function PartnerReferralForm() {
  const {
    form,
    errors,
    setMessage: setFormMessage,
    shell,
  } = useSchemaForm<ReferralValues, PartnerReferral>({
    // The schema reads a field that was not sent as empty, so its input type is wider than the form's.
    schema: partnerReferralSchema as z.ZodType<PartnerReferral, ReferralValues>,
    defaultValues: empty,
    fields,
  });
  const { isSubmitting } = form.formState;
  const { mutateAsync: refer } = useReferSomeone();
  const { show } = useNotifications();

  const submit = async (referral: PartnerReferral) => {
    setFormMessage(null);
    try {
      await refer(referral);
      show('partner_referral_form_success');
      const values = form.getValues();
      form.reset({ ...values, ...Object.fromEntries(personFields.map((name) => [name, ''])) });
    } catch (error) {
      const failure = partnerFailure(error, fieldNames);
      if (failure.kind === 'field') form.setError(failure.field, { message: failure.text }, { shouldFocus: true });
      else setFormMessage(failure.text);
    }
  };

  const text = (name: PartnerReferralField) => ({
    ...field[name],
    error: errors[name]?.message,
    ...form.register(name),
  });
  return (
    <FormShell method="post" onSubmit={form.handleSubmit(submit)} aria-labelledby="refer-title" {...shell}>
      <fieldset className="partner-form__group">
        <legend>About you</legend>
        <TextField {...text('organization')} autoComplete="organization" />
        <TextField {...text('partnerName')} autoComplete="name" />
        <EmailField {...text('partnerEmail')} />
        <TextField {...text('partnerPhone')} type="tel" autoComplete="tel" inputMode="tel" />
      </fieldset>
      <fieldset className="partner-form__group">
        <legend>The person you are referring</legend>
        <TextField {...text('firstName')} autoComplete="off" />
        <TextField {...text('lastName')} autoComplete="off" />
        <EmailField {...text('email')} autoComplete="off" />
        <DateField {...text('relocationDate')} hint="If they have not moved to the US yet." />
        <TextareaField
          {...text('note')}
          rows={4}
          maxLength={partnerFieldLimits.note.max}
          hint="For our team only; it is not sent to the person you refer."
        />
      </fieldset>
      <SubmitButton busy={isSubmitting} busyLabel="Sending the referral…">
        Send referral
      </SubmitButton>
    </FormShell>
  );
}
