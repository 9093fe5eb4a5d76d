import {
  employerCheckIsSkipped,
  hasUploadedProofOfIncome,
  identityCheckFailedWithActions,
  isNo,
  isNotInUs,
  isYes,
  relocationIsWithinThreshold,
  type StepContext,
} from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { firstStep, validationEntryStep } from './next-step.js';
import { EARLY_APPLICANT_STEP, PRE_RESIDENCY_STEP, isCompletedStep, type StepName } from './step-names.js';

/**
 * Back returns to the screen the applicant came from (product-rules#back-steps).
 * The draft holds no history, so the previous screen is derived from the
 * same draft answers that chose the way forward: for every state reached by
 * Continue, backStep(nextStep(s)) is s (a property test walks this).
 *
 * Two kinds of move are not undone by Back: leaving a completed step (the
 * application is submitted and Next starts over) and returning from a
 * detour (step-transitions.ts), where Back goes to the main-path screen.
 */

/** Linear parts of the tracks: the step before each. Complete by type. */
const fixedBackStep: Readonly<Record<Exclude<StepName, BranchingBackStep>, StepName>> = {
  // The entry question has nothing before it: Back stays.
  PreResidency_Question: PRE_RESIDENCY_STEP,
  [EARLY_APPLICANT_STEP]: 'NonUS_Expat_Relocation',
  NonUS_Expat_Employment: 'NonUS_Expat_Identification',
  NonUS_Expat_Financial_Info: 'NonUS_Expat_Employment',
  NonUS_Expat_Shipping_Info: 'NonUS_Expat_Financial_Info',
  NonUS_Expat_Review: 'NonUS_Expat_Shipping_Info',
  NonUS_Expat_Documents: 'NonUS_Expat_Review',
  NonUS_Expat_Verify_Email: 'NonUS_Expat_Documents',
  NonUS_Expat_Application_Completed: 'NonUS_Expat_Verify_Email',
  US_Expat_Identification: PRE_RESIDENCY_STEP,
  US_Expat_Employment: 'US_Expat_Identification',
  US_Expat_Financial_Info: 'US_Expat_Employment',
  US_Expat_Shipping_Info: 'US_Expat_Financial_Info',
  US_Expat_Review: 'US_Expat_Shipping_Info',
  US_Expat_Documents: 'US_Expat_Review',
  US_Expat_Verify_Email: 'US_Expat_Documents',
  US_Expat_Application_Completed: 'US_Expat_Verify_Email',
  YP_Identification: PRE_RESIDENCY_STEP,
  YP_Employment: 'YP_Identification',
  YP_Financial_Info: 'YP_Employment',
  YP_Financial_Validation: 'YP_Financial_Info',
  YP_Identity_Verification_Uploader: 'YP_Identity_Verification',
  YP_WorkEmail_Sent: 'YP_Employer_Verification',
  YP_Verify_Email: 'YP_Review',
  YP_Application_Completed: 'YP_Verify_Email',
};

type BranchingBackStep =
  | 'NonUS_Expat_Relocation'
  | 'NonUS_Expat_Identification'
  | 'YP_Financial_Validation_Options'
  | 'YP_Financial_Validation_Uploader'
  | 'YP_Employer_Verification'
  | 'YP_Employment_Verified'
  | 'YP_Identity_Verification'
  | 'YP_Review';

/** Where Back leads from `current`. With no current step it is the first step. */
export function backStep(current: StepName | null | undefined, draft: Readonly<Draft>, context: StepContext): StepName {
  if (!current) return firstStep(context);
  switch (current) {
    case 'NonUS_Expat_Relocation':
      // Came from PreResidency_Question only if that question sent the applicant here;
      // otherwise the start rule did (non-US IP), and there is nothing before.
      return !isYes(draft.permanentResident) && isNotInUs(draft) ? PRE_RESIDENCY_STEP : 'NonUS_Expat_Relocation';
    case 'NonUS_Expat_Identification':
      return relocationIsWithinThreshold(draft, context) ? 'NonUS_Expat_Relocation' : EARLY_APPLICANT_STEP;
    case 'YP_Financial_Validation_Options':
      // Reached by Continue from Financial_Info, or as a detour from Financial_Validation.
      return hasUploadedProofOfIncome(draft) ? 'YP_Financial_Info' : 'YP_Financial_Validation';
    case 'YP_Financial_Validation_Uploader':
      // The options screen is a choice only with a proof on file; before that the uploader is a detour from bank linking.
      return validationEntryStep(draft);
    case 'YP_Employer_Verification':
    case 'YP_Employment_Verified':
      return validationEntryStep(draft);
    case 'YP_Identity_Verification':
      if (employerCheckIsSkipped(draft)) return validationEntryStep(draft);
      return isYes(draft.employerVerified) ? 'YP_Employment_Verified' : 'YP_Employer_Verification';
    case 'YP_Review':
      if (identityCheckFailedWithActions(draft)) return 'YP_Identification';
      if (isNo(draft.ATPApproval)) return 'YP_Financial_Info';
      return 'YP_Identity_Verification';
    default:
      return fixedBackStep[current];
  }
}

/**
 * Whether the wizard offers Back: not where Back would stay put (the first
 * screen), and not on a completed step, whose application is already submitted.
 */
export function canGoBack(current: StepName, draft: Readonly<Draft>, context: StepContext): boolean {
  if (isCompletedStep(current)) return false;
  return backStep(current, draft, context) !== current;
}
