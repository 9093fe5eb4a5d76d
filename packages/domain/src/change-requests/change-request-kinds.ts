import { z } from 'zod';
import { draftFieldFormats } from '../application/draft/draft-field-formats.js';
import { optional } from '../application/schemas/field-schemas.js';
import { nameField, optionalNameField } from '../auth/account-fields.js';
import { parseIsoDate } from '../dates/utc-dates.js';
import { fieldMessages } from '../notifications/field-messages.js';

/**
 * What a change request may ask for (docs/product-rules.md#change-requests):
 * the kinds (a request's `codes`), the fields each kind takes, and the group
 * of supporting documents each kind needs.
 */
export const changeRequestKinds = ['name', 'address', 'scra'] as const;
export type ChangeRequestKind = (typeof changeRequestKinds)[number];

export function isChangeRequestKind(value: unknown): value is ChangeRequestKind {
  return typeof value === 'string' && (changeRequestKinds as readonly string[]).includes(value);
}

export const changeRequestFileTypes = ['proofOfName', 'proofOfAddress', 'proofOfSCRA'] as const;
export type ChangeRequestFileType = (typeof changeRequestFileTypes)[number];

export function isChangeRequestFileType(value: unknown): value is ChangeRequestFileType {
  return typeof value === 'string' && (changeRequestFileTypes as readonly string[]).includes(value);
}

/** The document group each kind needs at least one file in before it is submitted. */
export const proofFileTypeOf: Record<ChangeRequestKind, ChangeRequestFileType> = {
  name: 'proofOfName',
  address: 'proofOfAddress',
  scra: 'proofOfSCRA',
};

export const changeRequestKindLabels: Record<ChangeRequestKind, string> = {
  name: 'Name',
  address: 'Home address',
  scra: 'Servicemember status (SCRA)',
};

export const changeRequestFileTypeLabels: Record<ChangeRequestFileType, string> = {
  proofOfName: 'Proof of name',
  proofOfAddress: 'Proof of address',
  proofOfSCRA: 'Proof of active duty',
};

/** The earliest active-duty start date taken; anything older is a typing mistake. */
const EARLIEST_ACTIVE_DUTY_YEAR = 1950;

export const changeRequestFieldErrors = {
  activeDutyInFuture: 'The start of active duty cannot be in the future',
  activeDutyTooEarly: 'Please check the year',
} as const;

/** Active duty began on a real day, not after `today` (UTC day). */
export function activeDutyStartDateField(today: Date) {
  const lastDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, fieldMessages.required)
    .max(10, fieldMessages.tooLong)
    .superRefine((value, context) => {
      const date = parseIsoDate(value);
      if (!date) context.addIssue({ code: 'custom', message: fieldMessages.invalidDate });
      else if (date.getTime() > lastDay)
        context.addIssue({ code: 'custom', message: changeRequestFieldErrors.activeDutyInFuture });
      else if (date.getUTCFullYear() < EARLIEST_ACTIVE_DUTY_YEAR)
        context.addIssue({ code: 'custom', message: changeRequestFieldErrors.activeDutyTooEarly });
    });
}

/** Each kind's fields, as zod shapes: the change form and the server use these same schemas. */
export function changeRequestFieldSchemas(today: Date) {
  return {
    name: { firstName: nameField, middleName: optionalNameField.optional().default(''), lastName: nameField },
    address: {
      street: draftFieldFormats.street,
      street2: optional(draftFieldFormats.street2),
      city: draftFieldFormats.city,
      state: draftFieldFormats.state,
      zip: draftFieldFormats.zip,
    },
    scra: { activeDutyStartDate: activeDutyStartDateField(today) },
  } satisfies Record<ChangeRequestKind, z.ZodRawShape>;
}

export type ChangeRequestFieldName = {
  [K in ChangeRequestKind]: keyof ReturnType<typeof changeRequestFieldSchemas>[K];
}[ChangeRequestKind];

/** The field names a kind takes, in form order. */
export const changeRequestFieldsOf: Record<ChangeRequestKind, readonly string[]> = {
  name: ['firstName', 'middleName', 'lastName'],
  address: ['street', 'street2', 'city', 'state', 'zip'],
  scra: ['activeDutyStartDate'],
};

export const changeRequestFieldLabels: Record<string, string> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  street: 'Street address',
  street2: 'Apartment, suite, unit',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  activeDutyStartDate: 'Active duty start date',
};
