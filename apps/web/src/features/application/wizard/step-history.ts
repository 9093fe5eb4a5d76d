import { isStepName, type StepName } from '@waypoint/domain/application/step-names';

/** The query parameter naming the step of a history entry; the path stays /application (spec §2). */
export const stepParam = 'step';

/** What the wizard keeps in each history entry it makes. */
export interface StepEntryState {
  /** The step of the entry behind this one, when the wizard made both. */
  previous: StepName | null;
  /** The first wizard entry of this visit: Back from it would leave the wizard. */
  bottom: boolean;
}

export function entryStateOf(state: unknown): StepEntryState {
  if (typeof state !== 'object' || state === null) return { previous: null, bottom: false };
  const { previous, bottom } = state as Record<string, unknown>;
  return { previous: isStepName(previous) ? previous : null, bottom: bottom === true };
}

/** The search of an entry for `step`; `keep` carries the other parameters (review's `edit`) over. */
export function stepSearch(step: StepName, keep?: string): string {
  const params = new URLSearchParams(keep);
  params.set(stepParam, step);
  return `?${params.toString()}`;
}

/** The step a URL names, if it names one. */
export function requestedStep(search: string): StepName | null {
  const value = new URLSearchParams(search).get(stepParam);
  return isStepName(value) ? value : null;
}
