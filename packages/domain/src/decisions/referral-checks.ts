import { identityDocumentTypes } from '../application/documents/document-types.js';
import { documentPasses } from '../application/documents/required-documents.js';
import { isResidenceStatus, OTHER_RESIDENCE_STATUS } from '../application/draft/residence-statuses.js';
import { MINIMUM_AGE_YEARS } from '../application/schemas/field-schemas.js';
import type { DecisionDocument, DecisionInputs } from './decision-inputs.js';
import type { ReferReason } from './decision-reasons.js';

/**
 * The checks that send an application to a person (decision 027). Each
 * returns the refer reasons it finds; the policy orders and de-duplicates.
 */

const identityTypes: ReadonlySet<string> = new Set(identityDocumentTypes);

export function isWholeDollars(value: number | null): value is number {
  return value !== null && Number.isSafeInteger(value) && value >= 0;
}

/** A passing current identity document confirms identity as the identity questions would (required-checks.ts). */
export function identityDocumentPasses(documents: readonly DecisionDocument[]): boolean {
  return documents.some((file) => identityTypes.has(file.type) && documentPasses(file));
}

export function creditReportReasons({ creditReport }: DecisionInputs): ReferReason[] {
  switch (creditReport.status) {
    case 'pending':
      return ['creditReportPending'];
    case 'frozen':
      return ['creditReportFrozen'];
    case 'unavailable':
      return ['creditReportUnavailable'];
    case 'notAuthorized':
      return ['creditReportNotAuthorized'];
    case 'noFile':
      return [];
    case 'completed':
      // A completed inquiry without its file cannot be judged: treat it as not there.
      if (creditReport.file === null) return ['creditReportUnavailable'];
      return creditReport.file.fraudAlert ? ['fraudAlertOnFile'] : [];
  }
}

function documentReasons({ documents }: DecisionInputs): ReferReason[] {
  const reasons: ReferReason[] = [];
  if (documents.current.some((file) => file.isDocumentMismatch)) reasons.push('documentMismatch');
  for (const type of documents.required) {
    const files = documents.current.filter((file) => file.type === type);
    if (files.some((file) => documentPasses(file))) continue;
    if (files.length === 0) reasons.push('documentMissing');
    if (files.some((file) => file.isDocumentExpired)) reasons.push('documentExpired');
    if (files.some((file) => !file.isRecognized || !file.isValid)) reasons.push('documentNotAccepted');
  }
  return reasons;
}

function identityReasons(inputs: DecisionInputs, documentFindings: readonly ReferReason[]): ReferReason[] {
  const { identityRisk, identityQuestions, documents, track } = inputs;
  const reasons: ReferReason[] = [];
  if (identityRisk.sentilinkApproval === false) reasons.push('identityRiskScoreFailed');
  if (identityRisk.sentilinkApproval === null && track === 'youngProfessional')
    reasons.push('identityRiskScoreMissing');
  if (identityQuestions === 'failed') reasons.push('identityQuestionsFailed');
  const confirmed = identityQuestions === 'passed' || identityDocumentPasses(documents.current);
  // Only when nothing above already says why, so a reviewer reads one cause, not two.
  if (!confirmed && reasons.length === 0 && documentFindings.length === 0) reasons.push('identityNotConfirmed');
  return reasons;
}

/** The young-professional track checks income and employer (product-rules#employer-check-skip); the expat tracks do it by documents. */
function verificationReasons({ track, bankLink, employer, documents }: DecisionInputs): ReferReason[] {
  if (track !== 'youngProfessional') return [];
  const reasons: ReferReason[] = [];
  const proofOfIncomePasses = documents.current.some((file) => file.type === 'proofOfIncome' && documentPasses(file));
  if (bankLink.plaidConnectionStatus !== true && !proofOfIncomePasses) reasons.push('incomeNotVerified');
  const employerConfirmed =
    employer.employerVerified === true ||
    bankLink.employerVerifiedByPlaid === true ||
    employer.employerVerificationMethod === 'workAddress';
  if (employer.checkRequired && !employerConfirmed) reasons.push('employerNotVerified');
  return reasons;
}

function applicantReasons(inputs: DecisionInputs): ReferReason[] {
  const reasons: ReferReason[] = [];
  const amounts = [inputs.income, inputs.accommodationCost ?? 0, inputs.financialCommitments ?? 0];
  // A failed ATP result with no reason the policy can state is as unusable as a bad amount.
  const atpUnexplained = !inputs.atp.isApproved && inputs.atp.reasons.every((reason) => reason === 'invalidAmount');
  if (atpUnexplained || !amounts.every(isWholeDollars)) reasons.push('amountsInvalid');
  const age = inputs.ageYears;
  // The form refuses a date of birth under this age; a snapshot that says otherwise needs a person.
  if (age === null || !Number.isSafeInteger(age) || age < MINIMUM_AGE_YEARS) reasons.push('ageNotConfirmed');
  const status = inputs.residenceStatusUS;
  if (!isResidenceStatus(status) || status === OTHER_RESIDENCE_STATUS) reasons.push('residenceStatusNeedsReview');
  return reasons;
}

/** Every refer reason the inputs give, unordered, possibly repeated. */
export function referralFindings(inputs: DecisionInputs): ReferReason[] {
  const documents = documentReasons(inputs);
  return [
    ...creditReportReasons(inputs),
    ...identityReasons(inputs, documents),
    ...documents,
    ...verificationReasons(inputs),
    ...applicantReasons(inputs),
  ];
}
