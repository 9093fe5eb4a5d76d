import { ApiError } from '../../../lib/api-errors';

/**
 * As the account page's other parts (product-rules#user-status): a query asks
 * again by itself only when no answer came, twice; a refusal or a server error
 * shows at once with the part's own "Try again".
 */
export function retryWithoutAnswer(failures: number, error: Error): boolean {
  return !(error instanceof ApiError) && failures < 2;
}

/** A refusal means the request was read and answered; no answer (a dropped connection) may be sent again. */
export function answeredByServer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status < 500;
}
