import { trackOf, trackSteps, type StepName, type Track } from './step-names.js';

/**
 * Progress indicators show stages, not raw steps: a young professional visits
 * only some of the fourteen YP screens (the validation screens branch), so
 * "step 5 of 14" would mislead. The stages are the parts of an application
 * named in product-rules#tracks: identity, employment, financial information, shipping,
 * review, documents, e-mail verification and completion, plus the residence
 * questions that pick the track.
 */
export const applicationStages = [
  'residence',
  'identity',
  'employment',
  'financial',
  'verification',
  'shipping',
  'review',
  'documents',
  'verifyEmail',
  'completed',
] as const;
export type ApplicationStage = (typeof applicationStages)[number];

const stageByStep: Readonly<Record<StepName, ApplicationStage>> = {
  PreResidency_Question: 'residence',
  NonUS_Expat_Relocation: 'residence',
  '{hash}': 'residence',
  NonUS_Expat_Identification: 'identity',
  NonUS_Expat_Employment: 'employment',
  NonUS_Expat_Financial_Info: 'financial',
  NonUS_Expat_Shipping_Info: 'shipping',
  NonUS_Expat_Review: 'review',
  NonUS_Expat_Documents: 'documents',
  NonUS_Expat_Verify_Email: 'verifyEmail',
  NonUS_Expat_Application_Completed: 'completed',
  US_Expat_Identification: 'identity',
  US_Expat_Employment: 'employment',
  US_Expat_Financial_Info: 'financial',
  US_Expat_Shipping_Info: 'shipping',
  US_Expat_Review: 'review',
  US_Expat_Documents: 'documents',
  US_Expat_Verify_Email: 'verifyEmail',
  US_Expat_Application_Completed: 'completed',
  YP_Identification: 'identity',
  YP_Employment: 'employment',
  YP_Financial_Info: 'financial',
  YP_Financial_Validation: 'verification',
  YP_Financial_Validation_Options: 'verification',
  YP_Financial_Validation_Uploader: 'verification',
  YP_Identity_Verification_Uploader: 'verification',
  YP_Employer_Verification: 'verification',
  YP_WorkEmail_Sent: 'verification',
  YP_Employment_Verified: 'verification',
  YP_Identity_Verification: 'verification',
  YP_Review: 'review',
  YP_Verify_Email: 'verifyEmail',
  YP_Application_Completed: 'completed',
};

export function stageOf(step: StepName): ApplicationStage {
  return stageByStep[step];
}

/** Per track, its stages in order, derived from the product-rules#step-names step order. */
export const trackStages: Readonly<Record<Track, readonly ApplicationStage[]>> = {
  entry: stagesOf('entry'),
  nonUsExpat: stagesOf('nonUsExpat'),
  usExpat: stagesOf('usExpat'),
  youngProfessional: stagesOf('youngProfessional'),
};

function stagesOf(track: Track): ApplicationStage[] {
  return [...new Set(trackSteps[track].map((step) => stageByStep[step]))];
}

export interface StepProgress {
  track: Track;
  stage: ApplicationStage;
  /** 1-based position of the stage within the track's stages. */
  position: number;
  /** How many stages the track has. */
  total: number;
}

/** What a progress indicator shows for a step: "stage 3 of 8, financial". */
export function stepProgress(step: StepName): StepProgress {
  const track = trackOf(step);
  const stage = stageByStep[step];
  const stages = trackStages[track];
  return { track, stage, position: stages.indexOf(stage) + 1, total: stages.length };
}

export type StageState = 'done' | 'skipped' | 'current' | 'todo';

/**
 * Each stage of the track as the progress bar marks it. A stage before the
 * current one is done only if the applicant went through it: a stage before
 * review with none of its steps on the engine's path for these answers
 * (engine-path.ts) was skipped (an identity-score decline skips work, income
 * and verification). Review and what follows it are linear, so passing them
 * means doing them.
 */
export function stageStates(
  step: StepName,
  path: readonly StepName[],
): { stage: ApplicationStage; state: StageState }[] {
  const { track, position } = stepProgress(step);
  const stages = trackStages[track];
  const reviewIndex = stages.indexOf('review');
  const visited = new Set(path.map((onPath) => stageByStep[onPath]));
  return stages.map((stage, index) => {
    if (index + 1 === position) return { stage, state: 'current' };
    if (index + 1 > position) return { stage, state: 'todo' };
    const done = (reviewIndex >= 0 && index >= reviewIndex) || visited.has(stage);
    return { stage, state: done ? 'done' : 'skipped' };
  });
}
