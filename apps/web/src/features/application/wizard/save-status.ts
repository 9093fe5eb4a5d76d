export const savingRetryText = 'We could not save, we’ll retry. Your answers are kept.';
export const unsavedText = 'Unsaved changes';
export const allSavedText = 'All changes saved';

export interface SaveStatus {
  saving: boolean;
  /** A save met an outage and is being tried again (state/save-retry.ts). */
  retrying: boolean;
  /** The screen holds answers the server does not have yet. */
  unsaved: boolean;
}

/** The wizard bar's status, only ever true (decision 019): "All changes saved" only when the server has everything typed. */
export function saveStatusText({ saving, retrying, unsaved }: SaveStatus): string {
  if (retrying) return savingRetryText;
  if (saving) return 'Saving…';
  return unsaved ? unsavedText : allSavedText;
}
