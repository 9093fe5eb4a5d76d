import { z } from 'zod';
import { fieldMessages } from '../notifications/field-messages.js';

/**
 * Field rules shared by the site's plain HTTP forms (product-rules#plain-http: partners,
 * blog, leads). The bounds are ours: the spec does not show them.
 */
export const partnerFieldLimits = {
  organization: { max: 120 },
  phone: { max: 25 },
  note: { max: 1000 },
  message: { max: 1000 },
} as const;

export const partnerFieldErrors = {
  organization: 'Please enter the name of your organization',
  phone: 'Please enter a valid phone number',
} as const;

/*
 * An organization's name goes into the e-mails we send, so it may hold
 * letters, digits, spaces and the punctuation of company names, but no "/",
 * ":" or "@": a name is not a place to smuggle a link or an address.
 */
const organizationPattern = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'’&()+-]*$/u;
// Digits with the usual separators and an optional leading +; 7 to 15 digits (E.164 allows 15).
const phonePattern = /^\+?[0-9 ().-]+$/;

/** Treats a field the form left empty as not sent ("form data of the non-empty fields"). */
export function optionalField<T extends z.ZodType>(field: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    field.optional(),
  );
}

/** A required field that was not sent at all reads as empty, so it says "Required" like an empty one. */
export function requiredField<T extends z.ZodType>(field: T) {
  return z.preprocess((value) => value ?? '', field);
}

export const organizationField = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, fieldMessages.required)
  .max(partnerFieldLimits.organization.max, fieldMessages.tooLong)
  .regex(organizationPattern, partnerFieldErrors.organization);

export const phoneField = z
  .string()
  .trim()
  .max(partnerFieldLimits.phone.max, fieldMessages.tooLong)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return phonePattern.test(value) && digits >= 7 && digits <= 15;
  }, partnerFieldErrors.phone);

export function freeTextField(max: number) {
  return z.string().trim().max(max, fieldMessages.tooLong);
}
