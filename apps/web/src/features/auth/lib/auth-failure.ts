import type { NotificationKey } from '@waypoint/domain/notifications/notification-catalogue';
import { ApiError, NetworkError, errorCodes, refusedField } from '../../../lib/api-errors';

/** What a form does with a refusal: mark the reCAPTCHA, show a catalogue notice, or say it in the form or on a field. */
export type AuthFailure =
  | { kind: 'recaptcha' }
  | { kind: 'notice'; key: NotificationKey }
  | { kind: 'message'; text: string }
  | { kind: 'field'; field: string; text: string };

export const connectionProblemText =
  'We could not reach Waypoint. Check your internet connection, then try again. Nothing you typed has been lost.';
export const serverProblemText = 'Something went wrong on our side. Please try again in a moment.';

const isRecaptchaMismatch = (error: ApiError) => error.code === errorCodes.recaptchaMismatch;
const isRateLimited = (error: ApiError) => error.status === 429 || error.code === errorCodes.tooManyRequests;
const isServerFault = (error: ApiError) => error.status >= 500 || error.code === errorCodes.internal;

/**
 * Failures that are nobody's input: the network, our server, a rate limit.
 * Calling these "incorrect password" or "email already used" would mislead,
 * so they are said as they are, and the person can simply try again.
 */
export function transientFailureText(error: unknown): string | null {
  if (error instanceof NetworkError) return connectionProblemText;
  if (!(error instanceof ApiError)) return serverProblemText;
  if (isRateLimited(error)) return error.message;
  if (isServerFault(error)) return serverProblemText;
  return null;
}

function notAboutTheInput(error: unknown): AuthFailure | null {
  if (error instanceof ApiError && isRecaptchaMismatch(error)) return { kind: 'recaptcha' };
  const text = transientFailureText(error);
  return text === null ? null : { kind: 'message', text };
}

/** product-rules#auth-errors: 'reCAPTCHA match' marks the reCAPTCHA; others are invalid_login. */
export function loginFailure(error: unknown): AuthFailure {
  return notAboutTheInput(error) ?? { kind: 'notice', key: 'invalid_login' };
}

/**
 * product-rules#auth-errors: 'reCAPTCHA match' (RECAPTCHA_MISMATCH) marks
 * the reCAPTCHA; 'Something went wrong with connection' (CONNECTION_BLOCKED)
 * is block_vpn; others are invalid_signup. A refusal of what was sent
 * (BAD_USER_INPUT, such as a common password) keeps its own words, beside the
 * field its fieldErrors name when the form has that field.
 */
export function registerFailure(error: unknown, fields: readonly string[] = []): AuthFailure {
  const general = notAboutTheInput(error);
  if (general) return general;
  const refusal = error as ApiError;
  if (refusal.code === errorCodes.connectionBlocked) return { kind: 'notice', key: 'block_vpn' };
  if (refusal.code !== errorCodes.badUserInput) return { kind: 'notice', key: 'invalid_signup' };
  const field = refusedField(refusal, fields);
  return field ? { kind: 'field', ...field } : { kind: 'message', text: refusal.message };
}

/** Any other account request (reset link, resend, new password): the server's own words. */
export function requestFailure(error: unknown): AuthFailure {
  return notAboutTheInput(error) ?? { kind: 'message', text: (error as ApiError).message };
}

/**
 * A new password on a reset link: a refused password (BAD_USER_INPUT: too
 * short, too common) is said on the password field and the link stays in
 * use; the server refuses it before touching the link. Passing failures are
 * said as they are. Anything else is a failed reset (invalid_hash, product-rules#auth-errors).
 */
export function resetFailure(error: unknown): AuthFailure | null {
  const general = notAboutTheInput(error);
  if (general) return general;
  if ((error as ApiError).code === errorCodes.badUserInput) {
    return { kind: 'field', field: 'newPassword', text: (error as ApiError).message };
  }
  return null;
}

/** product-rules#session-errors: the server refused the session (401 / UNAUTHENTICATED). */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === errorCodes.unauthenticated);
}
