import { draftCatalogue } from './draft-catalogue.js';
import type { Draft, DraftFieldName } from './draft-fields.js';

/**
 * The draft's field names at run time, grouped as product-rules#draft-fields groups
 * them: the groups name what the review cleanup clears (product-rules#review-cleanup). Not every field needs
 * a group; the full list comes from the catalogue (draft-catalogue.ts).
 */
export const identityFields = [
  'id',
  'createdAt',
  'referralName',
  'specialTreatment',
  'stepName',
  'inUS',
  'dob',
  'expectedRelocationDate',
  'permanentResident',
  'residenceStatusUS',
  'residenceStatusUSOther',
  'timeInUS',
  'ssn',
  'identificationNo',
  'numberOfDependents',
  'sentilinkApproval',
  'identityActionsFlagged',
] as const satisfies readonly DraftFieldName[];

export const addressFields = ['street', 'street2', 'city', 'state', 'zip'] as const satisfies readonly DraftFieldName[];

/** Where an applicant still abroad lives now. */
export const foreignAddressFields = [
  'foreignStreet',
  'foreignCity',
  'foreignPostalCode',
  'foreignCountry',
] as const satisfies readonly DraftFieldName[];

export const contactFields = ['mobilePhone', 'smsConsent'] as const satisfies readonly DraftFieldName[];

/** The current employer, including the client the applicant is placed with. */
export const employerFields = [
  'employerName',
  'employerWebsite',
  'jobTitle',
  'timeWithEmployer',
  'assignedAtClientLocation',
  'clientName',
  'clientWebsite',
] as const satisfies readonly DraftFieldName[];

export const clientFields = ['clientName', 'clientWebsite'] as const satisfies readonly DraftFieldName[];

export const previousEmployerFields = [
  'prevEmployerName',
  'prevEmployerWebsite',
  'prevEmployerCountry',
  'prevJobTitle',
  'timeWithPreviousEmployer',
] as const satisfies readonly DraftFieldName[];

export const employmentFields = [
  'employmentStatus',
  ...employerFields,
  'firstJob',
  ...previousEmployerFields,
] as const satisfies readonly DraftFieldName[];

export const financeFields = [
  'income',
  'residenceType',
  'accommodationCost',
  'financialCommitments',
  'ATPApproval',
] as const satisfies readonly DraftFieldName[];

export const bankLinkingFields = [
  'plaidConnectionStatus',
  'employerVerifiedByPlaid',
  'plaidSplitVersion',
  'plaidExitReason',
  'plaidExitReasonOther',
  'plaidExitPopupOpenedAt',
] as const satisfies readonly DraftFieldName[];

export const employerAddressFields = [
  'employerAddress',
  'employerAddress2',
  'employerCity',
  'employerState',
  'employerZipCode',
] as const satisfies readonly DraftFieldName[];

export const employerVerificationFields = [
  'employerVerificationMethod',
  'employerVerified',
  ...employerAddressFields,
] as const satisfies readonly DraftFieldName[];

export const consentFields = [
  'shipToHome',
  'workEmail',
  'workEmailVerificationFlag',
  'userEmailIsWorkEmail',
  'acceptDisclosures',
] as const satisfies readonly DraftFieldName[];

export const documentFields = [
  'passportUploaded',
  'visaIsSupportingDocument',
  'visaUploaded',
  'supportingDocumentUploaded',
  'greenCardUploaded',
  'proofOfIncomeUploaded',
  'proofOfResidenceUploaded',
  'IDDocType',
] as const satisfies readonly DraftFieldName[];

export const noticeFields = [
  'noiCodes',
  'noiReasons',
  'PRIVACY_POLICY_DOC_URL',
] as const satisfies readonly DraftFieldName[];

/**
 * Every draft field, in the catalogue's order: the catalogue is the list, so
 * a field added there is known here without a second edit.
 */
export const draftFieldNames = Object.keys(draftCatalogue) as DraftFieldName[];

const draftFieldNameSet: ReadonlySet<string> = new Set(draftFieldNames);

export function isDraftFieldName(value: string): value is DraftFieldName {
  return draftFieldNameSet.has(value);
}

/** The keys of a save that are not draft fields, for a clear "unknown field" error. */
export function unknownDraftFields(input: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(input).filter((key) => !draftFieldNameSet.has(key));
}

/** A draft with every field present, null where it has no value: the shape a client reads. */
export type CompleteDraft = { [Field in DraftFieldName]-?: Exclude<Draft[Field], undefined> };

/** Every draft field of the catalogue, null where the draft has none; keys outside the catalogue are left out. */
export function completeDraft(draft: Readonly<Draft>): CompleteDraft {
  // Object.fromEntries types its keys as string; they are exactly draftFieldNames.
  return Object.fromEntries(draftFieldNames.map((field) => [field, draft[field] ?? null])) as CompleteDraft;
}
