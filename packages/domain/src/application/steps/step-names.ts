/**
 * Every screen of the application flow (product-rules#step-names), grouped by track. The names
 * are part of the contract: they are saved as the draft's stepName and sent
 * over the API, so they are spelled exactly as the spec spells them,
 * including the early-applicant step `{hash}`.
 */

/** The shared entry question that decides the track (product-rules#step-names "Shared entry step"). */
export const PRE_RESIDENCY_STEP = 'PreResidency_Question';

/**
 * The early-applicant step: someone relocating more than 60 days out learns
 * that the card can only be activated from within the US, can ask for a
 * reminder e-mail near the relocation date, and continues to Identification.
 */
export const EARLY_APPLICANT_STEP = '{hash}';

/** product-rules#step-names order: the non-US expat track. */
export const nonUsExpatSteps = [
  'NonUS_Expat_Relocation',
  EARLY_APPLICANT_STEP,
  'NonUS_Expat_Identification',
  'NonUS_Expat_Employment',
  'NonUS_Expat_Financial_Info',
  'NonUS_Expat_Shipping_Info',
  'NonUS_Expat_Review',
  'NonUS_Expat_Documents',
  'NonUS_Expat_Verify_Email',
  'NonUS_Expat_Application_Completed',
] as const;

/** product-rules#step-names order: the US expat track. */
export const usExpatSteps = [
  'US_Expat_Identification',
  'US_Expat_Employment',
  'US_Expat_Financial_Info',
  'US_Expat_Shipping_Info',
  'US_Expat_Review',
  'US_Expat_Documents',
  'US_Expat_Verify_Email',
  'US_Expat_Application_Completed',
] as const;

/** product-rules#step-names order: the young professional track. */
export const youngProfessionalSteps = [
  'YP_Identification',
  'YP_Employment',
  'YP_Financial_Info',
  'YP_Financial_Validation',
  'YP_Financial_Validation_Options',
  'YP_Financial_Validation_Uploader',
  'YP_Identity_Verification_Uploader',
  'YP_Employer_Verification',
  'YP_WorkEmail_Sent',
  'YP_Employment_Verified',
  'YP_Identity_Verification',
  'YP_Review',
  'YP_Verify_Email',
  'YP_Application_Completed',
] as const;

export type NonUsExpatStep = (typeof nonUsExpatSteps)[number];
export type UsExpatStep = (typeof usExpatSteps)[number];
export type YoungProfessionalStep = (typeof youngProfessionalSteps)[number];
export type StepName = typeof PRE_RESIDENCY_STEP | NonUsExpatStep | UsExpatStep | YoungProfessionalStep;

/** 'entry' holds only PreResidency_Question, which belongs to no track yet. */
export const tracks = ['entry', 'nonUsExpat', 'usExpat', 'youngProfessional'] as const;
export type Track = (typeof tracks)[number];

/** Per track, its steps in product-rules#step-names order. */
export const trackSteps: Readonly<Record<Track, readonly StepName[]>> = {
  entry: [PRE_RESIDENCY_STEP],
  nonUsExpat: nonUsExpatSteps,
  usExpat: usExpatSteps,
  youngProfessional: youngProfessionalSteps,
};

export const stepNames: readonly StepName[] = [
  PRE_RESIDENCY_STEP,
  ...nonUsExpatSteps,
  ...usExpatSteps,
  ...youngProfessionalSteps,
];

const stepNameSet: ReadonlySet<string> = new Set(stepNames);

export function isStepName(value: unknown): value is StepName {
  return typeof value === 'string' && stepNameSet.has(value);
}

const trackByStep = new Map<StepName, Track>(
  tracks.flatMap((track) => trackSteps[track].map((step) => [step, track] as const)),
);

export function trackOf(step: StepName): Track {
  // Every StepName is in exactly one track list above, so the lookup cannot miss.
  return trackByStep.get(step) ?? 'entry';
}

/** The review steps: reaching one saves the draft as an application (product-rules#review-and-submit). */
export const reviewSteps = [
  'NonUS_Expat_Review',
  'US_Expat_Review',
  'YP_Review',
] as const satisfies readonly StepName[];

/** The completed steps: reaching one submits the application (product-rules#review-and-submit). */
export const completedSteps = [
  'NonUS_Expat_Application_Completed',
  'US_Expat_Application_Completed',
  'YP_Application_Completed',
] as const satisfies readonly StepName[];

export function isReviewStep(step: StepName): boolean {
  return (reviewSteps as readonly StepName[]).includes(step);
}

export function isCompletedStep(step: StepName): boolean {
  return (completedSteps as readonly StepName[]).includes(step);
}

/** The identification steps: leaving one with an SSN runs the identity risk score (product-rules#identity-score-for-every-ssn). */
export const identificationSteps = [
  'NonUS_Expat_Identification',
  'US_Expat_Identification',
  'YP_Identification',
] as const satisfies readonly StepName[];

export function isIdentificationStep(step: StepName): boolean {
  return (identificationSteps as readonly StepName[]).includes(step);
}
