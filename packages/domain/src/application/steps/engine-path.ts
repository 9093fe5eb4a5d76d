import type { StepContext } from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { nextStep } from './next-step.js';
import { isReviewStep, trackSteps, type StepName, type Track } from './step-names.js';

/** Each track's first step; the entry question belongs to no track. */
export const trackFirstStep: Readonly<Record<Exclude<Track, 'entry'>, StepName>> = {
  nonUsExpat: 'NonUS_Expat_Relocation',
  usExpat: 'US_Expat_Identification',
  youngProfessional: 'YP_Identification',
};

/**
 * The steps Continue leads through for these answers, from the track's first
 * step up to (not including) its review: the engine (next-step.ts) replayed
 * on the draft as it is now. Detours are not on it; they are ways of doing a
 * step on the path. Bounded by the track's length, so a rule that loops
 * cannot hang the caller.
 */
export function enginePath(track: Exclude<Track, 'entry'>, draft: Readonly<Draft>, context: StepContext): StepName[] {
  const path: StepName[] = [];
  let step: StepName = trackFirstStep[track];
  for (let count = 0; count < trackSteps[track].length && !isReviewStep(step); count += 1) {
    path.push(step);
    step = nextStep(step, draft, context);
  }
  return path;
}
