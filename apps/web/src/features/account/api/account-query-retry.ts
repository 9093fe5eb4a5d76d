import { ApiError } from '../../../lib/api-errors';

/**
 * The account's parts ask again by themselves only when no answer came (a dropped connection), twice;
 * a refusal or a server error shows at once, with the part's own "Try again" (product-rules#user-status).
 */
export function accountQueryRetry(failures: number, error: Error): boolean {
  return !(error instanceof ApiError) && failures < 2;
}
