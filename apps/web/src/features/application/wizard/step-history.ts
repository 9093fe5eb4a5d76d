import { isStepName, type StepName } from '@waypoint/domain/application/step-names';

/**
 * What the wizard keeps in each history entry it makes (the router's entry
 * state): the address stays /application (spec §2: steps have no paths).
 */
export interface StepEntryState {
  /** The step this entry shows. */
  step: StepName;
  /** The step of the entry behind this one, when the wizard made both. */
  previous: StepName | null;
  /** The first wizard entry of this visit: Back from it would leave the wizard. */
  bottom: boolean;
}

/** The wizard's state of a history entry, or null for an entry the wizard did not make. */
export function entryStateOf(state: unknown): StepEntryState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { step, previous, bottom } = state as Record<string, unknown>;
  if (!isStepName(step)) return null;
  return { step, previous: isStepName(previous) ? previous : null, bottom: bottom === true };
}
