import type { DraftFieldName } from './draft-fields.js';

/**
 * The draft's field names at run time, grouped as spec §3 groups them. The
 * server uses the list to refuse unknown fields; the groups name what the
 * review cleanup clears (spec §4).
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

export const draftFieldNames = [
  ...identityFields,
  ...addressFields,
  ...foreignAddressFields,
  ...contactFields,
  ...employmentFields,
  ...financeFields,
  ...bankLinkingFields,
  ...employerVerificationFields,
  ...consentFields,
  ...documentFields,
  ...noticeFields,
] as const satisfies readonly DraftFieldName[];

// Compile-time proof that the list names every field of the Draft type: a
// field added to Draft but not here makes this line fail to type-check.
type MissingFromList = Exclude<DraftFieldName, (typeof draftFieldNames)[number]>;
type AssertNone<T extends never> = T;
type _EveryDraftFieldIsListed = AssertNone<MissingFromList>;

const draftFieldNameSet: ReadonlySet<string> = new Set(draftFieldNames);

export function isDraftFieldName(value: string): value is DraftFieldName {
  return draftFieldNameSet.has(value);
}

/** The keys of a save that are not draft fields, for a clear "unknown field" error. */
export function unknownDraftFields(input: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(input).filter((key) => !draftFieldNameSet.has(key));
}
