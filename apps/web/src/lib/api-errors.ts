import type { $ZodIssue } from 'zod/v4/core';

/**
 * The web's request failures, with spec §8's error semantics (apart from the
 * client so that code which only tells failures apart stays small):
 * - the request never got an answer: NetworkError ('Network error' or 'Request error');
 * - the server said no, or answered with GraphQL errors: ApiError with the
 *   status code and the first error's title or message;
 * - the answer is not the shape we expect: DataError.
 */
export class NetworkError extends Error {
  constructor(message: 'Network error' | 'Request error', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class DataError extends Error {
  constructor(readonly issues: readonly $ZodIssue[]) {
    super('The server answered with data we did not expect.');
    this.name = 'DataError';
  }
}
