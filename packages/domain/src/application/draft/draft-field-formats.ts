import { z } from 'zod';
import { employmentStatuses } from '../../constants.js';
import { documentTypes } from '../documents/document-types.js';
import {
  choice,
  dependentsField,
  identificationNoField,
  isoDateField,
  mobilePhoneField,
  moneyField,
  postalCodeField,
  requiredText,
  ssnField,
  stateField,
  websiteField,
  workEmailField,
  yesNoField,
  zipField,
} from '../schemas/field-schemas.js';
import { employerVerificationMethods, residenceTypes, tenureChoices, timeInUSChoices } from './draft-choices.js';
import type { DraftFieldName } from './draft-fields.js';
import { residenceStatusValues } from './residence-statuses.js';

/** product-rules#residence-statuses: the applicant's own words when the residence status is 'Other'. */
export const residenceStatusOtherField = requiredText(60);

/**
 * The format of every draft field a client may send, written once: the
 * per-step schemas pick from it and the save schema accepts any of it, so
 * the two cannot drift apart.
 */
export const draftFieldFormats = {
  inUS: yesNoField,
  dob: isoDateField,
  expectedRelocationDate: isoDateField,
  permanentResident: yesNoField,
  residenceStatusUS: z.enum(residenceStatusValues),
  residenceStatusUSOther: residenceStatusOtherField,
  timeInUS: choice(timeInUSChoices),
  ssn: ssnField,
  identificationNo: identificationNoField,
  numberOfDependents: dependentsField,
  street: requiredText(100),
  street2: requiredText(100),
  city: requiredText(60),
  state: stateField,
  zip: zipField,
  foreignStreet: requiredText(100),
  foreignCity: requiredText(60),
  foreignPostalCode: postalCodeField,
  foreignCountry: requiredText(60),
  mobilePhone: mobilePhoneField,
  smsConsent: yesNoField,
  employmentStatus: choice(employmentStatuses),
  employerName: requiredText(100),
  employerWebsite: websiteField,
  jobTitle: requiredText(100),
  timeWithEmployer: choice(tenureChoices),
  assignedAtClientLocation: yesNoField,
  clientName: requiredText(100),
  clientWebsite: websiteField,
  firstJob: yesNoField,
  prevEmployerName: requiredText(100),
  prevEmployerWebsite: websiteField,
  prevEmployerCountry: requiredText(60),
  prevJobTitle: requiredText(100),
  timeWithPreviousEmployer: choice(tenureChoices),
  income: moneyField,
  residenceType: choice(residenceTypes),
  accommodationCost: moneyField,
  financialCommitments: moneyField,
  plaidExitReason: requiredText(100),
  plaidExitReasonOther: requiredText(500),
  plaidExitPopupOpenedAt: z.number().int().min(0),
  employerVerificationMethod: choice(employerVerificationMethods),
  employerAddress: requiredText(100),
  employerAddress2: requiredText(100),
  employerCity: requiredText(60),
  employerState: stateField,
  employerZipCode: zipField,
  shipToHome: yesNoField,
  workEmail: workEmailField,
  userEmailIsWorkEmail: yesNoField,
  acceptDisclosures: yesNoField,
  visaIsSupportingDocument: yesNoField,
  // product-rules#draft-save-parsing turns an unknown type into '' before validation; '' clears it.
  IDDocType: choice(documentTypes),
} satisfies Partial<Record<DraftFieldName, z.ZodType>>;
