import { z } from 'zod';
import { emailField, nameField } from '../../auth/account-fields.js';
import { parseIsoDate } from '../../dates/utc-dates.js';
import { fieldMessages } from '../../notifications/field-messages.js';
import {
  freeTextField,
  optionalField,
  organizationField,
  partnerFieldLimits,
  phoneField,
  requiredField,
} from '../form-fields.js';

/**
 * POST /partners/refer (product-rules#plain-http): a partner tells us about someone they
 * support. The web sends the non-empty fields as form data, so an optional
 * field is either absent or filled in; an empty one counts as absent.
 */
export const partnerReferralFields = [
  'organization',
  'partnerName',
  'partnerEmail',
  'partnerPhone',
  'firstName',
  'lastName',
  'email',
  'relocationDate',
  'note',
] as const;
export type PartnerReferralField = (typeof partnerReferralFields)[number];

const relocationDateField = z
  .string()
  .trim()
  .refine((value) => parseIsoDate(value) !== null, fieldMessages.invalidDate);

export const partnerReferralSchema = z.object({
  organization: requiredField(organizationField),
  partnerName: requiredField(nameField),
  partnerEmail: requiredField(emailField),
  partnerPhone: optionalField(phoneField),
  firstName: requiredField(nameField),
  lastName: requiredField(nameField),
  email: requiredField(emailField),
  // The referred person's expected move date (yyyy-mm-dd); past dates are fine: they may already be here.
  relocationDate: optionalField(relocationDateField),
  note: optionalField(freeTextField(partnerFieldLimits.note.max)),
});

export type PartnerReferralInput = z.input<typeof partnerReferralSchema>;
export type PartnerReferral = z.output<typeof partnerReferralSchema>;
