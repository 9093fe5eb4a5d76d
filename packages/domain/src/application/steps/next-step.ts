import {
  employerCheckIsSkipped,
  hasUploadedProofOfIncome,
  ipCountryIsUsOrUnknown,
  identityCheckFailedWithActions,
  isNo,
  isNotInUs,
  isYes,
  relocationIsWithinThreshold,
  type StepContext,
} from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { EARLY_APPLICANT_STEP, PRE_RESIDENCY_STEP, type StepName } from './step-names.js';

/**
 * The product-rules#next-step: where Continue leads from each step, as a pure
 * function of the current step, the draft and the context. Web and server
 * both call it, so the wizard and the server's transition check agree.
 */

/** product-rules#yp-branches "From any validation step". */
export const ypValidationSteps = [
  'YP_Financial_Validation',
  'YP_Financial_Validation_Options',
  'YP_Financial_Validation_Uploader',
] as const satisfies readonly StepName[];

/** The steps whose successor depends on the draft or the context. */
type BranchingStep =
  | typeof PRE_RESIDENCY_STEP
  | 'NonUS_Expat_Relocation'
  | 'YP_Identification'
  | 'YP_Financial_Info'
  | (typeof ypValidationSteps)[number];

/** Linear parts of the tracks: the step after each (product-rules#flow-order). Complete by type. */
const fixedNextStep: Readonly<Record<Exclude<StepName, BranchingStep>, StepName>> = {
  // product-rules#relocation-rule: {hash} "then leads to Identification".
  [EARLY_APPLICANT_STEP]: 'NonUS_Expat_Identification',
  NonUS_Expat_Identification: 'NonUS_Expat_Employment',
  NonUS_Expat_Employment: 'NonUS_Expat_Financial_Info',
  NonUS_Expat_Financial_Info: 'NonUS_Expat_Shipping_Info',
  NonUS_Expat_Shipping_Info: 'NonUS_Expat_Review',
  NonUS_Expat_Review: 'NonUS_Expat_Documents',
  NonUS_Expat_Documents: 'NonUS_Expat_Verify_Email',
  NonUS_Expat_Verify_Email: 'NonUS_Expat_Application_Completed',
  // product-rules#flow-order: "Completed returns to Relocation".
  NonUS_Expat_Application_Completed: 'NonUS_Expat_Relocation',
  US_Expat_Identification: 'US_Expat_Employment',
  US_Expat_Employment: 'US_Expat_Financial_Info',
  US_Expat_Financial_Info: 'US_Expat_Shipping_Info',
  US_Expat_Shipping_Info: 'US_Expat_Review',
  US_Expat_Review: 'US_Expat_Documents',
  US_Expat_Documents: 'US_Expat_Verify_Email',
  US_Expat_Verify_Email: 'US_Expat_Application_Completed',
  // The spec ends the US order at Completed. Like the other two tracks, it
  // returns to the track's own entry, which for US expats is PreResidency_Question.
  US_Expat_Application_Completed: PRE_RESIDENCY_STEP,
  YP_Employment: 'YP_Financial_Info',
  YP_Employer_Verification: 'YP_Identity_Verification',
  YP_WorkEmail_Sent: 'YP_Employment_Verified',
  // Not in the spec: once employment is verified, identity verification is
  // what remains, as after YP_Employer_Verification.
  YP_Employment_Verified: 'YP_Identity_Verification',
  YP_Identity_Verification: 'YP_Review',
  // Not in the spec: the identity uploader is a detour of identity verification
  // (step-transitions.ts) and continues where identity verification does.
  YP_Identity_Verification_Uploader: 'YP_Review',
  YP_Review: 'YP_Verify_Email',
  YP_Verify_Email: 'YP_Application_Completed',
  YP_Application_Completed: PRE_RESIDENCY_STEP,
};

/** product-rules#start-rule, for a draft with no step yet. */
export function firstStep(context: StepContext): StepName {
  return ipCountryIsUsOrUnknown(context.ipCountry) ? PRE_RESIDENCY_STEP : 'NonUS_Expat_Relocation';
}

/** product-rules#pre-residency: the step after PreResidency_Question. */
function afterPreResidency(draft: Readonly<Draft>): StepName {
  if (isYes(draft.permanentResident)) return 'YP_Identification';
  if (isNotInUs(draft)) return 'NonUS_Expat_Relocation';
  return 'US_Expat_Identification';
}

/** product-rules#yp-branches: the step after YP_Financial_Info (ATP false first, then proof of income). */
function afterFinancialInfo(draft: Readonly<Draft>): StepName {
  if (isNo(draft.ATPApproval)) return 'YP_Review';
  return validationEntryStep(draft);
}

/** The validation step YP_Financial_Info leads to when affordability passed. */
export function validationEntryStep(
  draft: Readonly<Draft>,
): 'YP_Financial_Validation_Options' | 'YP_Financial_Validation' {
  return hasUploadedProofOfIncome(draft) ? 'YP_Financial_Validation_Options' : 'YP_Financial_Validation';
}

/** product-rules#yp-branches: the step after any validation step. */
function afterValidation(draft: Readonly<Draft>): StepName {
  if (employerCheckIsSkipped(draft)) return 'YP_Identity_Verification';
  if (isYes(draft.employerVerified)) return 'YP_Employment_Verified';
  return 'YP_Employer_Verification';
}

/**
 * Where Continue leads from `current`. With no current step the start rule
 * applies. "Identity check failed and actions flagged" on YP_Identification
 * is the identity-risk score failing (sentilinkApproval false) with the
 * provider asking for action (identityActionsFlagged true,
 * product-rules#identity-actions-flagged): a failed score without flags goes
 * on to YP_Employment, so income and employment are still collected. A score
 * not yet known (null) does not fail, as a failed score check counts as
 * approved (product-rules#check-failures).
 */
export function nextStep(current: StepName | null | undefined, draft: Readonly<Draft>, context: StepContext): StepName {
  if (!current) return firstStep(context);
  switch (current) {
    case PRE_RESIDENCY_STEP:
      return afterPreResidency(draft);
    case 'NonUS_Expat_Relocation':
      return relocationIsWithinThreshold(draft, context) ? 'NonUS_Expat_Identification' : EARLY_APPLICANT_STEP;
    case 'YP_Identification':
      return identityCheckFailedWithActions(draft) ? 'YP_Review' : 'YP_Employment';
    case 'YP_Financial_Info':
      return afterFinancialInfo(draft);
    case 'YP_Financial_Validation':
    case 'YP_Financial_Validation_Options':
    case 'YP_Financial_Validation_Uploader':
      return afterValidation(draft);
    default:
      return fixedNextStep[current];
  }
}
