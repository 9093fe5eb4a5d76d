import { z } from 'zod';
import { draftFieldFormats } from '../application/draft/draft-field-formats.js';
import { dateOfBirthField, emptyToUndefined, moneyField, yesNoField } from '../application/schemas/field-schemas.js';
import { nameField, optionalNameField } from '../auth/account-fields.js';
import { fieldMessages } from '../notifications/field-messages.js';

/**
 * The prequalification form, checked with the same rules by the web form and
 * by the server's `prequalify` (decision 026). Field names are the draft's
 * where the answer carries into the application (dob, address, income,
 * accommodationCost, inUS), so nothing is asked twice.
 */
export const prequalificationErrors = {
  ssnLastFour: 'Please enter the last four digits of your SSN, or leave it empty if you do not have one',
  consent: 'Please agree to the soft credit check to see your answer',
} as const;

export { SOFT_INQUIRY_CONSENT_VERSION, softInquiryConsentText } from './soft-inquiry-consent.js';

const ssnLastFourField = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToUndefined(value.replace(/\s/g, '')) : value) ?? null,
  z
    .string()
    .regex(/^(?!0000)\d{4}$/, prequalificationErrors.ssnLastFour)
    .nullable(),
);

const usAddressFields = ['street', 'city', 'state', 'zip'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `today` bounds the date of birth (18 or older), as the application does. */
export function prequalificationFormSchema(today: Date) {
  return (
    z
      .object({
        firstName: nameField,
        // Optional, as at sign-up: the soft-inquiry instruction records the whole name as typed (decision 056).
        middleName: optionalNameField.optional().default(''),
        lastName: nameField,
        dob: dateOfBirthField(today),
        inUS: yesNoField,
        street: z.unknown().optional(),
        city: z.unknown().optional(),
        state: z.unknown().optional(),
        zip: z.unknown().optional(),
        income: moneyField,
        accommodationCost: moneyField,
        ssnLastFour: ssnLastFourField,
        consent: z.literal(true, { error: prequalificationErrors.consent }),
      })
      // A refinement that runs even when other fields fail (`when`), so the
      // address's errors show with theirs instead of after they are fixed.
      .superRefine(
        (value, context) => {
          for (const field of usAddressFields) {
            const parsed = draftFieldFormats[field].safeParse(value[field]);
            if (!parsed.success)
              context.addIssue({
                code: 'custom',
                path: [field],
                message: parsed.error.issues[0]?.message ?? fieldMessages.required,
              });
          }
        },
        // Only someone living in the US has a US address a bureau can search by.
        { when: ({ value }) => isRecord(value) && value.inUS === true },
      )
      .transform((value) => {
        if (!value.inUS) return { ...value, address: null };
        const [street, city, state, zip] = usAddressFields.map((field) =>
          String(draftFieldFormats[field].parse(value[field])),
        ) as [string, string, string, string];
        return { ...value, address: { street, city, state, zip } };
      })
      .transform(({ street: _street, city: _city, state: _state, zip: _zip, ...rest }) => rest)
  );
}

export type PrequalificationForm = z.output<ReturnType<typeof prequalificationFormSchema>>;

/** The answers that carry into a new application's draft, under the draft's own field names. */
export function carriedDraftAnswers(form: PrequalificationForm): Record<string, unknown> {
  return {
    dob: form.dob,
    inUS: form.inUS,
    income: form.income,
    accommodationCost: form.accommodationCost,
    ...(form.address ?? {}),
  };
}
