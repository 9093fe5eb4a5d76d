import { createContext, useContext } from 'react';
import type { StepName } from '@waypoint/domain/application/steps/step-names';

/**
 * Review's edit links open an earlier step's screen on top of the review
 * step (the draft stays on review). Saving there returns to review.
 */
export interface EditMode {
  editing: boolean;
  /** Back to the review screen. */
  finish(): void;
  /** An edit of `edited` was saved; the server keeps the draft on `serverStep` (a check to do, decision 018). */
  saved(edited: StepName, serverStep: StepName | null): void;
}

export const EditModeContext = createContext<EditMode>({
  editing: false,
  finish: () => undefined,
  saved: () => undefined,
});

export function useEditMode(): EditMode {
  return useContext(EditModeContext);
}
