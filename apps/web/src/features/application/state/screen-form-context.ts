import { createContext, useContext } from 'react';
import type { UnsavedScope } from './unsaved-answers-storage';

/** "Save and exit" asks the screen on show to save what it holds: true once saved (or nothing to save). */
export type SaveForExit = () => Promise<boolean>;

/**
 * What a step's form tells the wizard frame: whether it holds answers the
 * server does not have yet (the status text), and how to save them without
 * moving on ("Save and exit").
 */
export interface ScreenFormApi {
  /** Whose answers these are, for the browser copy kept until they are saved; null before the session is known. */
  scope: UnsavedScope | null;
  setUnsaved(unsaved: boolean): void;
  setSaveForExit(save: SaveForExit | null): void;
}

export const ScreenFormContext = createContext<ScreenFormApi>({
  scope: null,
  setUnsaved: () => undefined,
  setSaveForExit: () => undefined,
});

export function useScreenForm(): ScreenFormApi {
  return useContext(ScreenFormContext);
}
