import { z } from 'zod';
import { timeInUSChoices } from '../draft/draft-choices.js';
import { draftFieldFormats } from '../draft/draft-field-formats.js';
import {
  OTHER_RESIDENCE_STATUS,
  expatResidenceStatusValues,
  normaliseResidenceStatus,
} from '../draft/residence-statuses.js';
import {
  preResidencyQuestions,
  relocationQuestions,
  requireAskedAnswers,
  residenceQuestions,
} from './applicable-fields.js';
import {
  choice,
  dateOfBirthField,
  fieldErrors,
  optional,
  relocationDateField,
  requireAnswer,
  yesNoField,
} from './field-schemas.js';

/**
 * Schemas of the steps that collect who the applicant is and where they
 * live. The spec does not say which step asks what; the split below follows
 * the step names and the draft groups of product-rules#draft-fields.
 */

/** product-rules#residence-statuses: a status outside the list is kept as 'Other' with the sent text. */
export function normaliseResidenceInput(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('residenceStatusUS' in value)) return value;
  const input = value as Record<string, unknown>;
  const status = input.residenceStatusUS;
  if (typeof status !== 'string' || status.trim() === '') return value;
  const normalised = normaliseResidenceStatus(status);
  if (normalised.residenceStatusUS !== OTHER_RESIDENCE_STATUS || normalised.residenceStatusUSOther === null)
    return value;
  const otherText = typeof input.residenceStatusUSOther === 'string' ? input.residenceStatusUSOther.trim() : '';
  return {
    ...input,
    ...normalised,
    residenceStatusUSOther: otherText === '' ? normalised.residenceStatusUSOther : otherText,
  };
}

/** The expat tracks' status: a visa or 'Other' (see expatResidenceStatusValues). */
const residenceStatusField = z.enum(expatResidenceStatusValues, {
  error: (issue) =>
    issue.input === undefined || issue.input === null ? 'Please choose your residence status' : fieldErrors.visaStatus,
});

/** PreResidency_Question: permanent resident? if not, how long in the US ('notInUS' leads to the non-US track). */
export const preResidencySchema = z
  .object({ permanentResident: yesNoField, timeInUS: optional(choice(timeInUSChoices)) })
  .superRefine((value, context) => {
    requireAskedAnswers(context, value, preResidencyQuestions(value), ['timeInUS']);
  });

/**
 * NonUS_Expat_Relocation: already in the US? if not, when the move is
 * expected: today or later (a past date would pass the 60-day rule as if the
 * move were near).
 */
export function relocationSchema(today: Date) {
  return z
    .object({ inUS: yesNoField, expectedRelocationDate: optional(relocationDateField(today)) })
    .superRefine((value, context) => {
      requireAskedAnswers(context, value, relocationQuestions(value), ['expectedRelocationDate']);
    });
}

/** Every track's Identification asks for a mobile number; text messages need one and the SMS consent. */
const contactShape = {
  mobilePhone: optional(draftFieldFormats.mobilePhone),
  smsConsent: optional(draftFieldFormats.smsConsent),
};

function contactRules(value: { mobilePhone: string | null; smsConsent: boolean | null }, context: z.RefinementCtx) {
  if (value.smsConsent === true && value.mobilePhone === null)
    context.addIssue({ code: 'custom', path: ['mobilePhone'], message: fieldErrors.smsNeedsPhone });
}

/** Where an applicant still abroad lives now: optional, and complete once started (street, city, country). */
const foreignAddressShape = {
  foreignStreet: optional(draftFieldFormats.foreignStreet),
  foreignCity: optional(draftFieldFormats.foreignCity),
  foreignPostalCode: optional(draftFieldFormats.foreignPostalCode),
  foreignCountry: optional(draftFieldFormats.foreignCountry),
};

function foreignAddressRules(
  value: {
    foreignStreet: string | null;
    foreignCity: string | null;
    foreignPostalCode: string | null;
    foreignCountry: string | null;
  },
  context: z.RefinementCtx,
) {
  const parts = [value.foreignStreet, value.foreignCity, value.foreignPostalCode, value.foreignCountry];
  if (!parts.some((part) => part !== null)) return;
  for (const field of ['foreignStreet', 'foreignCity', 'foreignCountry'] as const)
    requireAnswer(context, value[field], field);
}

const addressShape = {
  street: draftFieldFormats.street,
  street2: optional(draftFieldFormats.street2),
  city: draftFieldFormats.city,
  state: draftFieldFormats.state,
  zip: draftFieldFormats.zip,
};

const optionalAddressShape = {
  street: optional(addressShape.street),
  street2: addressShape.street2,
  city: optional(addressShape.city),
  state: optional(addressShape.state),
  zip: optional(addressShape.zip),
};

function residenceRules(
  value: { residenceStatusUS: string; residenceStatusUSOther: string | null },
  context: z.RefinementCtx,
) {
  requireAskedAnswers(context, value, residenceQuestions(value), ['residenceStatusUSOther']);
}

/**
 * NonUS_Expat_Identification. A new arrival may have no SSN or US address
 * yet (product-rules#footer-statements), so both are optional; the passport number is required. An
 * address, once started, must be complete.
 */
export function nonUsIdentificationSchema(today: Date) {
  const schema = z
    .object({
      dob: dateOfBirthField(today),
      ssn: optional(draftFieldFormats.ssn),
      identificationNo: draftFieldFormats.identificationNo,
      residenceStatusUS: residenceStatusField,
      residenceStatusUSOther: optional(draftFieldFormats.residenceStatusUSOther),
      numberOfDependents: optional(draftFieldFormats.numberOfDependents),
      ...optionalAddressShape,
      ...foreignAddressShape,
      ...contactShape,
    })
    .superRefine((value, context) => {
      residenceRules(value, context);
      contactRules(value, context);
      foreignAddressRules(value, context);
      const started = [value.street, value.street2, value.city, value.state, value.zip].some((part) => part !== null);
      if (!started) return;
      for (const field of ['street', 'city', 'state', 'zip'] as const) requireAnswer(context, value[field], field);
    });
  return z.preprocess(normaliseResidenceInput, schema);
}

/**
 * US_Expat_Identification. Work-visa arrivals may give their SSN after
 * activation (product-rules#footer-statements), so an SSN or an identification number is required.
 */
export function usIdentificationSchema(today: Date) {
  const schema = z
    .object({
      dob: dateOfBirthField(today),
      ssn: optional(draftFieldFormats.ssn),
      identificationNo: optional(draftFieldFormats.identificationNo),
      residenceStatusUS: residenceStatusField,
      residenceStatusUSOther: optional(draftFieldFormats.residenceStatusUSOther),
      numberOfDependents: optional(draftFieldFormats.numberOfDependents),
      ...addressShape,
      ...contactShape,
    })
    .superRefine((value, context) => {
      residenceRules(value, context);
      contactRules(value, context);
      if (value.ssn === null && value.identificationNo === null) requireAnswer(context, value.ssn, 'ssn');
    });
  return z.preprocess(normaliseResidenceInput, schema);
}

/**
 * YP_Identification. Citizens and green-card holders have an SSN; their
 * residence status is set at review (product-rules#review-cleanup), so it is not asked.
 */
export function ypIdentificationSchema(today: Date) {
  return z
    .object({
      dob: dateOfBirthField(today),
      ssn: draftFieldFormats.ssn,
      identificationNo: optional(draftFieldFormats.identificationNo),
      numberOfDependents: optional(draftFieldFormats.numberOfDependents),
      ...addressShape,
      ...contactShape,
    })
    .superRefine(contactRules);
}
