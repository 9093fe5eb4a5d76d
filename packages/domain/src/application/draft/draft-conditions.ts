import { RELOCATION_THRESHOLD_DAYS, specialTreatment } from '../../constants.js';
import { addUtcDays, parseIsoDate, startOfUtcDay } from '../../dates/utc-dates.js';
import { employerWebsitePassesCheck } from '../../employer-verification/employer-lookup.js';
import { NOT_IN_US, WORK_ADDRESS_METHOD } from './draft-choices.js';
import type { Draft } from './draft-fields.js';

/**
 * The questions the product-rules#next-step rules ask of a draft, written once so the next
 * step, the back step and the side effects read the draft the same way.
 */

/** What the engine knows besides the draft. */
export interface StepContext {
  /** Now. The 60-day relocation rule counts from the start of this day in UTC. */
  today: Date;
  /** ISO 3166-1 alpha-2 country of the applicant's IP address; null or empty when unknown. */
  ipCountry?: string | null;
}

/**
 * product-rules#draft-save-parsing: some answers arrive as the text 'true'/'false'. The rules accept
 * either form, so a draft read before parsing decides the same way.
 */
export function isYes(value: unknown): boolean {
  return value === true || value === 'true';
}

export function isNo(value: unknown): boolean {
  return value === false || value === 'false';
}

/** product-rules#start-rule: an unknown country counts as the US. */
export function ipCountryIsUsOrUnknown(ipCountry: string | null | undefined): boolean {
  const country = ipCountry?.trim().toUpperCase() ?? '';
  return country === '' || country === 'US';
}

export function isEmployed(draft: Readonly<Draft>): boolean {
  return draft.employmentStatus === 'employed';
}

/** Retired and unemployed applicants have no employer (product-rules#review-cleanup, shipping). */
export function hasNoEmployer(draft: Readonly<Draft>): boolean {
  return draft.employmentStatus === 'retired' || draft.employmentStatus === 'unemployed';
}

/**
 * product-rules#relocation-rule: the relocation is "within 60 days from the start of today". The
 * day itself counts (a move on day 60 is within), and a date already passed
 * is within too. An applicant who says they already live in the US (inUS)
 * needs no early-applicant notice; with no usable date we cannot tell, so
 * the applicant sees the notice.
 */
export function relocationIsWithinThreshold(draft: Readonly<Draft>, context: StepContext): boolean {
  if (isYes(draft.inUS)) return true;
  const relocation = parseIsoDate(draft.expectedRelocationDate);
  if (!relocation) return false;
  const limit = addUtcDays(startOfUtcDay(context.today), RELOCATION_THRESHOLD_DAYS);
  return relocation.getTime() <= limit.getTime();
}

/** PreResidency_Question: the applicant said they are not in the US yet. */
export function isNotInUs(draft: Readonly<Draft>): boolean {
  return draft.timeInUS === NOT_IN_US;
}

/** product-rules#choice-values special treatment: 'BR_Model' or any 'DM_' value. */
export function hasSpecialTreatment(draft: Readonly<Draft>): boolean {
  const value = draft.specialTreatment ?? '';
  return value === specialTreatment.brModel || value.startsWith(specialTreatment.dmPrefix);
}

/**
 * product-rules#employer-check-skip: the YP employer check is skipped when the applicant is not
 * employed, the bank-linking provider verified the employer, the employer's
 * website passes the employer-website check, or special treatment applies.
 */
export function employerCheckIsSkipped(draft: Readonly<Draft>): boolean {
  return (
    !isEmployed(draft) ||
    isYes(draft.employerVerifiedByPlaid) ||
    employerWebsitePassesCheck(draft.employerWebsite ?? '') ||
    hasSpecialTreatment(draft)
  );
}

/** product-rules#yp-branches YP_Financial_Info: employed with proof of income uploaded goes to the validation options. */
export function hasUploadedProofOfIncome(draft: Readonly<Draft>): boolean {
  return isEmployed(draft) && isYes(draft.proofOfIncomeUploaded);
}

/** product-rules#shipping-choice shipping: "the employer was verified by work address". */
export function employerVerifiedByWorkAddress(draft: Readonly<Draft>): boolean {
  return draft.employerVerificationMethod === WORK_ADDRESS_METHOD;
}

/**
 * product-rules#identity-actions-flagged: YP_Identification goes straight to
 * review only when the identity check failed and the provider flagged it for
 * action; a failed score alone goes on through the track.
 */
export function identityCheckFailedWithActions(draft: Readonly<Draft>): boolean {
  return isNo(draft.sentilinkApproval) && isYes(draft.identityActionsFlagged);
}
