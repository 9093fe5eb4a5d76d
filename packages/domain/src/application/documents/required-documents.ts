import { isEmployed, isYes } from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { OTHER_RESIDENCE_STATUS, residenceStatuses, type ListedResidenceStatus } from '../draft/residence-statuses.js';
import { trackOf, type StepName } from '../steps/step-names.js';
import { documentTypes, identityDocumentTypes, type DocumentType } from './document-types.js';

/**
 * Which documents an applicant must upload, from their answers. The spec
 * says what, not exactly when; the rules below are ours, each with
 * its reason, and required-documents.test.ts has one row per rule:
 *
 * - Visa holders (a residence status from the product-rules#residence-statuses other than 'US
 *   Citizen' and 'Green Card') show a passport and the visa.
 * - They also show a supporting document (an I-797 approval notice, an I-20,
 *   a DS-2019) unless they answer on the Documents step that the visa itself
 *   shows their current status (visaIsSupportingDocument true).
 * - Permanent residents ('Green Card') show the green card.
 * - US citizens ('US Citizen') show a passport.
 * - 'Other' (a status outside the list) shows a passport and a supporting
 *   document for the status they described. So does an applicant with no
 *   status yet: a passport, which every track accepts as identity.
 * - Proof of income when the income is not backed by a current employer
 *   (not employed, income above 0: a pension, savings, benefits) or the job
 *   is new (timeWithEmployer 'lessThanOneYear', no track record yet).
 * - Proof of residence for an applicant who lives in the US at the address
 *   given: the card and statements go there. On the US track that is anyone
 *   with an address; on the non-US track only those who said they already
 *   live in the US (inUS true), as the others have no US address yet.
 *
 * 'US Citizen/Green Card' is the young-professional track's review value
 * (product-rules#review-cleanup); that track proves identity on its own uploader, so it
 * adds no identity document here.
 */

/** The listed residence statuses that are visas (product-rules#residence-statuses less US Citizen and Green Card). */
export const visaStatuses: readonly ListedResidenceStatus[] = residenceStatuses.filter(
  (status) => status !== 'US Citizen' && status !== 'Green Card',
);

export function holdsVisa(draft: Readonly<Draft>): boolean {
  return (visaStatuses as readonly string[]).includes(draft.residenceStatusUS ?? '');
}

/** The Documents step asks a visa holder whether the visa itself shows their status. */
export function visaRequiresSupportingQuestion(draft: Readonly<Draft>): boolean {
  return holdsVisa(draft);
}

function identityDocuments(draft: Readonly<Draft>): DocumentType[] {
  const status = draft.residenceStatusUS ?? null;
  if (holdsVisa(draft)) {
    return isYes(draft.visaIsSupportingDocument) ? ['passport', 'visa'] : ['passport', 'visa', 'supportingDocument'];
  }
  switch (status) {
    case 'Green Card':
      return ['greenCard'];
    case 'US Citizen':
    case null:
      return ['passport'];
    case OTHER_RESIDENCE_STATUS:
      return ['passport', 'supportingDocument'];
    default:
      return [];
  }
}

function needsProofOfIncome(draft: Readonly<Draft>): boolean {
  const unbackedIncome = !isEmployed(draft) && (draft.income ?? 0) > 0;
  return unbackedIncome || draft.timeWithEmployer === 'lessThanOneYear';
}

function hasUsAddress(draft: Readonly<Draft>): boolean {
  return (draft.street ?? '').trim() !== '';
}

function needsProofOfResidence(draft: Readonly<Draft>): boolean {
  if (!hasUsAddress(draft)) return false;
  const onUsTrack = draft.stepName ? trackOf(draft.stepName) === 'usExpat' : false;
  return onUsTrack || isYes(draft.inUS);
}

/** The documents the Documents step (non-US and US tracks) needs from this applicant, in product-rules#files order. */
export function requiredDocuments(draft: Readonly<Draft>): DocumentType[] {
  const needed = new Set<DocumentType>(identityDocuments(draft));
  if (needsProofOfIncome(draft)) needed.add('proofOfIncome');
  if (needsProofOfResidence(draft)) needed.add('proofOfResidence');
  return documentTypes.filter((type) => needed.has(type));
}

/**
 * The answers of the Documents step (closing-step-schemas.ts documentsSchema).
 * product-rules#flow-order puts Documents after Review, so these are answered after the
 * application is saved at review; changing them does not call for a new review.
 */
export const documentsStepAnswerFields = [
  'visaIsSupportingDocument',
  'IDDocType',
] as const satisfies readonly (keyof Draft)[];

/** product-rules#document-check: a document counts only when recognised, valid, not expired and not mismatching. */
export interface DocumentCheckFlags {
  isRecognized: boolean;
  isValid: boolean;
  isDocumentExpired: boolean;
  isDocumentMismatch: boolean;
}

export function documentPasses(flags: Readonly<DocumentCheckFlags>): boolean {
  return flags.isRecognized && flags.isValid && !flags.isDocumentExpired && !flags.isDocumentMismatch;
}

function isIdentityDocumentType(value: unknown): value is DocumentType {
  return (identityDocumentTypes as readonly unknown[]).includes(value);
}

/**
 * The documents that must pass before Continue leaves `step`: the Documents
 * steps need requiredDocuments; the YP income uploader a proof of income; the
 * YP identity uploader the identity document the applicant chose (IDDocType).
 */
export function documentsNeededToContinue(step: StepName, draft: Readonly<Draft>): DocumentType[] {
  switch (step) {
    case 'NonUS_Expat_Documents':
    case 'US_Expat_Documents':
      return requiredDocuments(draft);
    case 'YP_Financial_Validation_Uploader':
      return ['proofOfIncome'];
    case 'YP_Identity_Verification_Uploader':
      return isIdentityDocumentType(draft.IDDocType) ? [draft.IDDocType] : [];
    default:
      return [];
  }
}

/** The needed documents with no passing current file, in the order needed. */
export function missingDocuments(needed: readonly DocumentType[], passing: Iterable<DocumentType>): DocumentType[] {
  const have = new Set(passing);
  return needed.filter((type) => !have.has(type));
}

/** The Documents step is complete when every required document has a passing current file. */
export function documentsStepComplete(draft: Readonly<Draft>, passing: Iterable<DocumentType>): boolean {
  return missingDocuments(requiredDocuments(draft), passing).length === 0;
}

/** How each document type is named to the applicant. */
export const documentTypeLabels: Readonly<Record<DocumentType, string>> = {
  passport: 'passport',
  visa: 'visa',
  supportingDocument: 'supporting document',
  greenCard: 'green card',
  proofOfIncome: 'proof of income',
  proofOfResidence: 'proof of residence',
  idCard: 'ID card',
  driversLicense: "driver's license",
};

function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The refusal when Continue is asked with documents missing or failing their check. */
export function missingDocumentsMessage(missing: readonly DocumentType[]): string {
  const names = inWords(missing.map((type) => documentTypeLabels[type]));
  return `Please upload your ${names}. Each must be recognized, valid, not expired and match your details.`;
}
