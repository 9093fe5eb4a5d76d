import { ApiError } from '../../../lib/api-errors';
import { SaveCanceledError } from './save-queue';

const sessionInvalidCode = 'APPLICATION_SESSION_INVALID';

function mentionsInvalidSession(error: unknown): boolean {
  return error instanceof ApiError && (error.code === sessionInvalidCode || error.message.includes(sessionInvalidCode));
}

/** What the wizard does when a save fails (product-rules#save-errors). */
export type SaveFailureAction =
  /** Dropped behind an earlier failure, which already reverted and spoke. */
  | 'none'
  /** The error names APPLICATION_SESSION_INVALID: re-check the session (which signs out if it is gone). */
  | 'recheckSession'
  /** Any other error: show save_application_error and revert the local change. */
  | 'revertAndNotify';

export function saveFailureAction(error: unknown): SaveFailureAction {
  if (error instanceof SaveCanceledError) return 'none';
  if (mentionsInvalidSession(error)) return 'recheckSession';
  return 'revertAndNotify';
}

/** What the wizard does when loading the draft fails (product-rules#application-load-errors). */
export type LoadFailureAction = 'expireSession' | 'retry' | 'resetToSignIn';

export function loadFailureAction(error: unknown, alreadyInError: boolean): LoadFailureAction {
  if ((error instanceof ApiError && error.status === 401) || mentionsInvalidSession(error)) return 'expireSession';
  return alreadyInError ? 'resetToSignIn' : 'retry';
}
