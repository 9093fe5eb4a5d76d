import { z } from 'zod';
import { employmentStatuses } from './constants.js';
import { documentTypes } from './document-types.js';
import { employerVerificationMethods, residenceTypes, tenureChoices, timeInUSChoices } from './draft-choices.js';
import type { DraftFieldName } from './draft-fields.js';
import {
  choice,
  dependentsField,
  identificationNoField,
  isoDateField,
  moneyField,
  requiredText,
  ssnField,
  stateField,
  websiteField,
  workEmailField,
  yesNoField,
  zipField,
} from './field-schemas.js';
import { normaliseResidenceInput, residenceStatusOtherField } from './identity-step-schemas.js';
import { residenceStatusValues } from './residence-statuses.js';
import { stepNames } from './step-names.js';

/**
 * Fields only the server sets: results of checks and providers, upload
 * flags, and identifiers. A client save naming one is refused, or an
 * applicant could mark their own identity, affordability, employer or work
 * e-mail as verified.
 */
export const serverOwnedDraftFields = [
  'id',
  'createdAt',
  'referralName',
  'specialTreatment',
  'sentilinkApproval',
  'ATPApproval',
  'plaidConnectionStatus',
  'employerVerifiedByPlaid',
  'plaidSplitVersion',
  'employerVerified',
  'workEmailVerificationFlag',
  'passportUploaded',
  'visaUploaded',
  'supportingDocumentUploaded',
  'greenCardUploaded',
  'proofOfIncomeUploaded',
  'proofOfResidenceUploaded',
  'noiCodes',
  'noiReasons',
  'PRIVACY_POLICY_DOC_URL',
] as const satisfies readonly DraftFieldName[];

// A save may clear a field: empty text and null both store null; a missing key leaves the field alone.
function clearable<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable())
    .optional();
}

/**
 * One applicationCacheSave from a client, after spec §5 parsing
 * (parseDraftSave): each field's format, no cross-field rule (a save carries
 * only what changed; stepSchema checks a step is complete). Unknown and
 * server-owned fields are refused (strict object).
 */
export const clientDraftSaveSchema = z.preprocess(
  normaliseResidenceInput,
  z.strictObject({
    stepName: clearable(z.enum(stepNames)),
    inUS: clearable(yesNoField),
    dob: clearable(isoDateField),
    expectedRelocationDate: clearable(isoDateField),
    permanentResident: clearable(yesNoField),
    residenceStatusUS: clearable(z.enum(residenceStatusValues)),
    residenceStatusUSOther: clearable(residenceStatusOtherField),
    timeInUS: clearable(choice(timeInUSChoices)),
    ssn: clearable(ssnField),
    identificationNo: clearable(identificationNoField),
    numberOfDependents: clearable(dependentsField),
    street: clearable(requiredText(100)),
    street2: clearable(requiredText(100)),
    city: clearable(requiredText(60)),
    state: clearable(stateField),
    zip: clearable(zipField),
    employmentStatus: clearable(choice(employmentStatuses)),
    employerName: clearable(requiredText(100)),
    employerWebsite: clearable(websiteField),
    jobTitle: clearable(requiredText(100)),
    timeWithEmployer: clearable(choice(tenureChoices)),
    assignedAtClientLocation: clearable(yesNoField),
    clientName: clearable(requiredText(100)),
    clientWebsite: clearable(websiteField),
    firstJob: clearable(yesNoField),
    prevEmployerName: clearable(requiredText(100)),
    prevEmployerWebsite: clearable(websiteField),
    prevEmployerCountry: clearable(requiredText(60)),
    prevJobTitle: clearable(requiredText(100)),
    timeWithPreviousEmployer: clearable(choice(tenureChoices)),
    income: clearable(moneyField),
    residenceType: clearable(choice(residenceTypes)),
    accommodationCost: clearable(moneyField),
    financialCommitments: clearable(moneyField),
    plaidExitReason: clearable(requiredText(100)),
    plaidExitReasonOther: clearable(requiredText(500)),
    plaidExitPopupOpenedAt: clearable(z.number().int().min(0)),
    employerVerificationMethod: clearable(choice(employerVerificationMethods)),
    employerAddress: clearable(requiredText(100)),
    employerAddress2: clearable(requiredText(100)),
    employerCity: clearable(requiredText(60)),
    employerState: clearable(stateField),
    employerZipCode: clearable(zipField),
    shipToHome: clearable(yesNoField),
    workEmail: clearable(workEmailField),
    userEmailIsWorkEmail: clearable(yesNoField),
    acceptDisclosures: clearable(yesNoField),
    visaIsSupportingDocument: clearable(yesNoField),
    // Spec §5 turns an unknown type into '' before this schema; '' clears it.
    IDDocType: clearable(choice(documentTypes)),
  }),
);

export type ClientDraftSave = z.output<typeof clientDraftSaveSchema>;
