import type { StepContext } from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { backStep } from './back-step.js';
import { nextStep } from './next-step.js';
import type { StepName } from './step-names.js';

/**
 * Detours: screens the applicant opens by choosing an action on a step,
 * rather than by Continue. product-rules#step-names lists these YP screens but the product-rules#next-step
 * rules never lead to them (or, for the options screen, only from
 * Financial_Info), so without detours they could not be reached:
 * - YP_Financial_Validation -> YP_Financial_Validation_Uploader: uploading a
 *   proof of income instead of bank linking, in one step (the options screen
 *   offers a choice only once a proof is on file, so it is not a stop on the
 *   way to the first upload);
 * - YP_Financial_Validation -> YP_Financial_Validation_Options: "other ways to
 *   verify my income" instead of bank linking;
 * - YP_Financial_Validation_Options -> YP_Financial_Validation_Uploader: the
 *   applicant picks uploading a proof of income;
 * - YP_Employer_Verification -> YP_WorkEmail_Sent: the applicant picks the
 *   work e-mail link, and this screen says it was sent (it then continues to
 *   YP_Employment_Verified, product-rules#next-step);
 * - YP_Identity_Verification -> YP_Identity_Verification_Uploader: the
 *   applicant uploads an identity document instead of answering questions.
 * Back from a detour returns to the screen it started from.
 */
export const stepDetours: Readonly<Partial<Record<StepName, readonly StepName[]>>> = {
  YP_Financial_Validation: ['YP_Financial_Validation_Uploader', 'YP_Financial_Validation_Options'],
  YP_Financial_Validation_Options: ['YP_Financial_Validation_Uploader'],
  YP_Employer_Verification: ['YP_WorkEmail_Sent'],
  YP_Identity_Verification: ['YP_Identity_Verification_Uploader'],
};

export function detoursFrom(current: StepName): readonly StepName[] {
  return stepDetours[current] ?? [];
}

/**
 * The steps a save may name when the draft is on `current`: staying, Continue,
 * Back, or a detour. The server refuses any other stepName; the draft passed in is the merged draft of that save.
 */
export function allowedStepTargets(
  current: StepName | null | undefined,
  draft: Readonly<Draft>,
  context: StepContext,
): StepName[] {
  const targets = [nextStep(current, draft, context), backStep(current, draft, context)];
  if (current) targets.unshift(current, ...detoursFrom(current));
  return [...new Set(targets)];
}

export function isAllowedStepTarget(
  current: StepName | null | undefined,
  target: StepName,
  draft: Readonly<Draft>,
  context: StepContext,
): boolean {
  return allowedStepTargets(current, draft, context).includes(target);
}
