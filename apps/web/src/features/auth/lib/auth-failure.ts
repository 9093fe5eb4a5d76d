import { connectionBlockedMessage, recaptchaMismatchMessage } from '@waypoint/domain/accounts/account-states';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import type { NotificationKey } from '@waypoint/domain/notifications/notification-catalogue';
import { ApiError, NetworkError } from '../../../lib/api-errors';

/** What a form does with a refusal: mark the reCAPTCHA, show a catalogue notice, or say it in the form or on a field. */
export type AuthFailure =
  | { kind: 'recaptcha' }
  | { kind: 'notice'; key: NotificationKey }
  | { kind: 'message'; text: string }
  | { kind: 'field'; field: string; text: string };

export const connectionProblemText =
  'We could not reach Waypoint. Check your internet connection, then try again. Nothing you typed has been lost.';
export const serverProblemText = 'Something went wrong on our side. Please try again in a moment.';

const isRecaptchaMismatch = (error: ApiError) => error.message.includes(recaptchaMismatchMessage);
const isRateLimited = (error: ApiError) => error.status === 429 || error.code === 'TOO_MANY_REQUESTS';
const isServerFault = (error: ApiError) => error.status >= 500 || error.code === 'INTERNAL_SERVER_ERROR';

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

/** Spec §8 login errors: 'reCAPTCHA match' marks the reCAPTCHA; others are invalid_login. */
export function loginFailure(error: unknown): AuthFailure {
  return notAboutTheInput(error) ?? { kind: 'notice', key: 'invalid_login' };
}

/**
 * The server names a refused field as "field: message", or, for a common
 * password, opens with the spec §5 password text. Either goes on that field.
 */
function refusedField(message: string, fields: readonly string[]): AuthFailure {
  const named = /^(\w+): (.+)$/s.exec(message);
  if (named?.[1] && named[2] && fields.includes(named[1])) return { kind: 'field', field: named[1], text: named[2] };
  if (message.startsWith(fieldMessages.invalidPassword) && fields.includes('password')) {
    return { kind: 'field', field: 'password', text: message };
  }
  return { kind: 'message', text: message };
}

/**
 * Spec §8 registration errors: 'reCAPTCHA match' marks the reCAPTCHA; 'Something
 * went wrong with connection' is block_vpn; others are invalid_signup. A field
 * the server refused (BAD_USER_INPUT, such as a common password) keeps its own words.
 */
export function registerFailure(error: unknown, fields: readonly string[] = []): AuthFailure {
  const general = notAboutTheInput(error);
  if (general) return general;
  const refusal = error as ApiError;
  if (refusal.message.includes(connectionBlockedMessage)) return { kind: 'notice', key: 'block_vpn' };
  if (refusal.code === 'BAD_USER_INPUT') return refusedField(refusal.message, fields);
  return { kind: 'notice', key: 'invalid_signup' };
}

/** Any other account request (reset link, resend, new password): the server's own words. */
export function requestFailure(error: unknown): AuthFailure {
  return notAboutTheInput(error) ?? { kind: 'message', text: (error as ApiError).message };
}

/**
 * A new password on a reset link: a refused password (BAD_USER_INPUT: too
 * short, too common) is said on the password field and the link stays in
 * use; the server refuses it before touching the link. Passing failures are
 * said as they are. Anything else is spec §8's reset failure (invalid_hash).
 */
export function resetFailure(error: unknown): AuthFailure | null {
  const general = notAboutTheInput(error);
  if (general) return general;
  if ((error as ApiError).code === 'BAD_USER_INPUT') {
    return { kind: 'field', field: 'newPassword', text: (error as ApiError).message };
  }
  return null;
}

/** Spec §8 token check failure: the server refused the session (401 / UNAUTHENTICATED). */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 'UNAUTHENTICATED');
}
