import { ApiError } from '../api-errors';

/*
 * The step-up (decision 073, docs/product-rules.md#step-up) as any screen
 * meets it: the server answers a sensitive operation STEP_UP_REQUIRED until the
 * session proved it is the account holder within a few minutes. `withStepUp`
 * runs an operation; on that answer it asks the one prompt the app shell
 * mounts (features/account/security/step-up-host.tsx) and, once proved, runs
 * the operation again. Features reach the prompt only through here (they do
 * not import each other).
 */

export const stepUpRequiredCode = 'STEP_UP_REQUIRED';

/**
 * Shows the prompt; true once the person proved it is them, false when they
 * closed it. `accepted` names the proofs the refused operation takes (a card
 * activation from an unknown place takes only a code to the phone); empty
 * when the server named none, and the prompt then offers every proof the
 * account has.
 */
export type StepUpAsker = (accepted: readonly string[]) => Promise<boolean>;

let asker: StepUpAsker | null = null;
let asking: Promise<boolean> | null = null;

/** The prompt registers itself here while it is mounted; the returned function unregisters it. */
export function setStepUpAsker(next: StepUpAsker): () => void {
  asker = next;
  return () => {
    if (asker !== next) return;
    asker = null;
    asking = null;
  };
}

export function isStepUpRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === stepUpRequiredCode;
}

/** One prompt for however many operations asked at once: they all wait for the same proof. */
function askOnce(current: StepUpAsker, accepted: readonly string[]): Promise<boolean> {
  asking ??= current(accepted).finally(() => {
    asking = null;
  });
  return asking;
}

/**
 * Runs `operation`; when the server wants a step-up, shows the prompt and runs
 * it once more after the proof. Closing the prompt (or no prompt mounted)
 * leaves the original refusal to the caller, whose words say what is needed.
 */
export async function withStepUp<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    const current = asker;
    if (!isStepUpRequired(error) || !current) throw error;
    if (!(await askOnce(current, error.acceptedMethods))) throw error;
    return operation();
  }
}
