import type { $ZodIssue } from 'zod/v4/core';

/**
 * The web's request failures, with product-rules#http-client-errors's error semantics (apart from the
 * client so that code which only tells failures apart stays small):
 * - the request never got an answer: NetworkError ('Network error' or 'Request error');
 * - the server said no, or answered with GraphQL errors: ApiError with the
 *   status code, the first error's title or message, its `extensions.code`
 *   and `extensions.fieldErrors` (forms map on the code and the fields,
 *   never on the words);
 * - the answer is not the shape we expect: DataError.
 */
export class NetworkError extends Error {
  constructor(message: 'Network error' | 'Request error', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/**
 * The `extensions.code` values the web branches on (the server's AppError
 * codes). Forms map on these and on fieldErrors, never on the message text.
 */
export const errorCodes = {
  /** What was sent is refused; fieldErrors say which field. */
  badUserInput: 'BAD_USER_INPUT',
  recaptchaMismatch: 'RECAPTCHA_MISMATCH',
  /** product-rules#auth-errors block_vpn: the connection (a VPN, a data centre) is refused. */
  connectionBlocked: 'CONNECTION_BLOCKED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_SERVER_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
} as const;

/** One refused field as the server names it in `extensions.fieldErrors`: a path ('email', 'emails.2') and its words. */
export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    /** The refused fields, first the one the message names; empty when the refusal is not about a field. */
    readonly fieldErrors: readonly FieldError[] = [],
    /** For STEP_UP_REQUIRED, the proofs this operation accepts (`extensions.methods`); empty otherwise. */
    readonly acceptedMethods: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The field a form shows a refusal beside: for BAD_USER_INPUT, the first
 * refused field (the one the message names) when it is one of the form's `fields`. A list item's
 * index is dropped ('emails.2' is the 'emails' field). Null when the refusal
 * is not about one of these fields: the form then says the message as a whole.
 */
export function refusedField<Field extends string>(
  error: ApiError,
  fields: readonly Field[],
): { field: Field; text: string } | null {
  const first = error.fieldErrors[0];
  if (error.code !== errorCodes.badUserInput || !first) return null;
  const [head, index, ...deeper] = first.field.split('.');
  const isListIndex = index === undefined || (Number.isSafeInteger(Number(index)) && String(Number(index)) === index);
  if (deeper.length > 0 || !isListIndex) return null;
  const field = fields.find((known) => known === head);
  return field === undefined ? null : { field, text: first.message };
}

export class DataError extends Error {
  constructor(readonly issues: readonly $ZodIssue[]) {
    super('The server answered with data we did not expect.');
    this.name = 'DataError';
  }
}
