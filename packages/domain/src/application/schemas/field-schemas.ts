import { z } from 'zod';
import { emailField } from '../../auth/email-field.js';
import { ageInYears, parseIsoDate } from '../../dates/utc-dates.js';
import { websiteDomain } from '../../employer-verification/domain-names.js';
import { fieldMessages } from '../../notifications/field-messages.js';
import { usStateCodes } from '../addresses/us-states.js';
import { parseBooleanText, parseIntegerText } from '../draft/draft-save-parsing.js';

/**
 * One zod schema per kind of draft field, shared by the step forms and the
 * server. product-rules#field-messages message texts are used where they fit; the spec does not
 * word the other errors, so those are ours, in plain words.
 * Inputs may be what a form holds (text, 'true'/'false') or parsed values.
 */
export const fieldErrors = {
  ssn: 'Please enter a valid Social Security number',
  under18: 'You must be at least 18 years old to apply',
  state: 'Please choose a US state',
  zip: 'Please enter a valid ZIP code, for example 12345 or 12345-6789',
  website: 'Please enter a valid website, for example example.com',
  wholeDollars: 'Please enter a whole dollar amount',
  negativeAmount: 'The amount cannot be negative',
  amountTooLarge: 'Please enter a smaller amount',
  choice: 'Please choose one of the options',
  identificationNo: 'Please enter a valid identification number',
  dependents: 'Please enter a number from 0 to 20',
  relocationInPast: 'The date of your move cannot be in the past. If you already live in the US, answer “Yes” above.',
  mobilePhone: 'Please enter a valid mobile number, for example (415) 555-0134 or +44 7700 900123',
  smsNeedsPhone: 'Please enter your mobile number to get text messages',
  visaStatus: 'Please choose your visa status',
  postalCode: 'Please enter a valid postal code',
  noWorkplace: 'You told us you are not working, so we send the card to your home',
} as const;

export const MAX_MONEY_DOLLARS = 100_000_000;
const OLDEST_BIRTH_YEAR = 1900;
export const MINIMUM_AGE_YEARS = 18;

/** A form's empty text means "no answer". */
export const emptyToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const requiredError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? fieldMessages.required : message;

export function requiredText(maxLength: number) {
  return z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, fieldMessages.required)
    .max(maxLength, fieldMessages.tooLong);
}

/** An optional field: empty text, null or missing all mean no answer (null). */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => emptyToUndefined(value) ?? null, schema.nullable());
}

export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(emptyToUndefined, z.enum(values, { error: requiredError(fieldErrors.choice) }));
}

/** A yes/no answer; the form may hold it as 'true'/'false' text (product-rules#draft-save-parsing). */
export const yesNoField = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : (parseBooleanText(value) ?? value)),
  z.boolean({ error: requiredError(fieldErrors.choice) }),
);

// Thousands separators, spaces and a leading dollar sign are dropped: people type "$55,000".
function moneyTextToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.trim().replace(/^\$/, '').replace(/[,\s]/g, '');
  if (cleaned === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : value;
}

/**
 * Whole dollars, not negative. A form's "1200.75" is refused with a clear
 * message here, where the product-rules#draft-save-parsing would cut it to 1200.
 */
export const moneyField = z.preprocess(
  moneyTextToNumber,
  z
    .number({ error: requiredError(fieldErrors.wholeDollars) })
    .int(fieldErrors.wholeDollars)
    .min(0, fieldErrors.negativeAmount)
    .max(MAX_MONEY_DOLLARS, fieldErrors.amountTooLarge),
);

export const dependentsField = z.preprocess(
  (value) => (typeof value === 'string' ? (parseIntegerText(value) ?? emptyToUndefined(value)) : value),
  z
    .number({ error: requiredError(fieldErrors.dependents) })
    .int(fieldErrors.dependents)
    .min(0, fieldErrors.dependents)
    .max(20, fieldErrors.dependents),
);

// Area 000, 666 and 900-999, group 00 and serial 0000 are never issued (SSA).
const ssnPattern = /^(?:(\d{3})-(\d{2})-(\d{4})|(\d{3})(\d{2})(\d{4}))$/;

/** SSN as ###-##-#### or 9 digits; stored as ###-##-####. */
export const ssnField = requiredText(11)
  .refine((value) => isIssuableSsn(value), fieldErrors.ssn)
  .transform((value) => value.replace(/^(\d{3})-?(\d{2})-?(\d{4})$/, '$1-$2-$3'));

export function isIssuableSsn(value: string): boolean {
  const match = ssnPattern.exec(value);
  if (!match) return false;
  const area = match[1] ?? match[4] ?? '';
  const group = match[2] ?? match[5] ?? '';
  const serial = match[3] ?? match[6] ?? '';
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
}

/** An ISO yyyy-mm-dd calendar date; 'Invalid date' otherwise (product-rules#field-messages). */
export const isoDateField = requiredText(10).refine((value) => parseIsoDate(value) !== null, fieldMessages.invalidDate);

/**
 * A move date, not before `today` (UTC day): a move already made is answered
 * "I already live in the US", not with a past date.
 */
export function relocationDateField(today: Date) {
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return isoDateField.refine((value) => {
    const date = parseIsoDate(value);
    return date === null || date.getTime() >= firstDay;
  }, fieldErrors.relocationInPast);
}

/** Date of birth: a real date, at least 18 years before `today` (UTC day). */
export function dateOfBirthField(today: Date) {
  return isoDateField.superRefine((value, context) => {
    const birth = parseIsoDate(value);
    if (!birth) return;
    if (birth.getUTCFullYear() < OLDEST_BIRTH_YEAR) {
      context.addIssue({ code: 'custom', message: fieldMessages.invalidDate });
      return;
    }
    if (ageInYears(birth, today) < MINIMUM_AGE_YEARS)
      context.addIssue({ code: 'custom', message: fieldErrors.under18 });
  });
}

export const stateField = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toUpperCase()) : value),
  z.enum(usStateCodes, { error: requiredError(fieldErrors.state) }),
);

/** ZIP as 12345 or 12345-6789 (nine digits without the hyphen are accepted and stored with it). */
export const zipField = requiredText(10)
  .regex(/^\d{5}(?:-?\d{4})?$/, fieldErrors.zip)
  .transform((value) => value.replace(/^(\d{5})-?(\d{4})$/, '$1-$2'));

export const websiteField = requiredText(2_048).refine((value) => websiteDomain(value) !== null, fieldErrors.website);

export const workEmailField = emailField;

export const identificationNoField = requiredText(30).regex(
  /^[A-Za-z0-9][A-Za-z0-9 -]{3,29}$/,
  fieldErrors.identificationNo,
);

/**
 * A mobile number, stored in E.164 form. US numbers may be typed the usual
 * ways ("(415) 555-0134", "415.555.0134", "+1 415 555 0134"); other
 * countries' numbers start with "+" and their country code. Spaces, dots,
 * hyphens and brackets are dropped; anything else is refused.
 */
export const mobilePhoneField = requiredText(25)
  .transform((value) => normaliseMobilePhone(value) ?? value)
  .refine((value) => /^\+[1-9]\d{7,14}$/.test(value) && (!value.startsWith('+1') || /^\+1[2-9]\d{9}$/.test(value)), {
    message: fieldErrors.mobilePhone,
  });

export function normaliseMobilePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** A postal code of any country: letters, digits, spaces and hyphens (e.g. SW1A 1AA, 10115, 100-0001). */
export const postalCodeField = requiredText(12).regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, fieldErrors.postalCode);

/**
 * Adds a 'Required' issue at `path` when a conditionally required answer is
 * missing; used by the step schemas' cross-field rules.
 */
export function requireAnswer(context: z.RefinementCtx, value: unknown, path: string): void {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    context.addIssue({ code: 'custom', path: [path], message: fieldMessages.required });
  }
}
