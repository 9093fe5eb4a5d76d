import { createContext, useContext } from 'react';
import type { StepContext } from '@waypoint/domain/application/draft/draft-conditions';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import type { ApplicationCache } from '../api/application-cache';

export interface MoveRequest {
  /** The step schema's output for the fields this step owns; only the changed ones are sent. */
  answers?: Readonly<Record<string, unknown>>;
  /** Facts the server has already recorded for this step (ATPApproval, sentilinkApproval). */
  recorded?: Partial<ApplicationCache>;
  /** Where to go; the same step saves without moving. */
  to: StepName;
  /** Told the step the server saved the draft on, once saved (it may differ from `to`: decision 018). */
  onSaved?(serverStep: StepName | null): void;
}

/** What every step screen uses: the draft, where it is, and one way to save and move. */
export interface WizardApi {
  draft: ApplicationCache;
  step: StepName;
  context: StepContext;
  /**
   * Applies the change on the page at once and queues its save. Resolves
   * true once saved, false if it failed (already reverted and announced).
   */
  move(request: MoveRequest): Promise<boolean>;
  /** Runs a call after every queued save (applicationSave, applicationSubmit), then reloads the draft. */
  afterSaves<Result>(operation: () => Promise<Result>): Promise<Result>;
  /** Saves in flight or waiting. */
  saving: boolean;
}

export const WizardContext = createContext<WizardApi | null>(null);

export function useWizard(): WizardApi {
  const api = useContext(WizardContext);
  if (!api) throw new Error('useWizard must be used inside the application wizard');
  return api;
}
