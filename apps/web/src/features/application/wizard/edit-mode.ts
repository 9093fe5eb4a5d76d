import { createContext, useContext } from 'react';

/**
 * Review's edit links open an earlier step's screen on top of the review
 * step (the draft stays on review). Saving there returns to review.
 */
export interface EditMode {
  editing: boolean;
  /** Back to the review screen. */
  finish(): void;
}

export const EditModeContext = createContext<EditMode>({ editing: false, finish: () => undefined });

export function useEditMode(): EditMode {
  return useContext(EditModeContext);
}
