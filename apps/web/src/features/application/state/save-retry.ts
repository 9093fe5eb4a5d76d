import { saveRetry } from '@waypoint/domain/constants';
import { ApiError, NetworkError } from '../../../lib/api-errors';

/**
 * A save that got no answer, or a 503 (the server could not reach its
 * database: docs/operations.md), says nothing against the answers: it is
 * tried again. Any other refusal is final (product-rules#save-errors).
 */
export function isRetryableSaveError(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status === 503);
}

export interface SaveRetryOptions {
  /** Called before each new attempt, with its number (1 for the first retry). */
  onRetry: (attempt: number) => void;
  /** False once the page is going away: no more attempts. */
  shouldRetry?: () => boolean;
  maxRetries?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs a save, retrying an outage up to 5 times 1 second apart (product-rules#save-retry). */
export async function withSaveRetries<Result>(
  operation: () => Promise<Result>,
  options: SaveRetryOptions,
): Promise<Result> {
  const maxRetries = options.maxRetries ?? saveRetry.maxRetries;
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      const more = attempt <= maxRetries && (options.shouldRetry?.() ?? true);
      if (!isRetryableSaveError(error) || !more) throw error;
      options.onRetry(attempt);
      await sleep(options.delayMs ?? saveRetry.delayMs);
    }
  }
}
