import { ApiError, errorCodes, NetworkError, refusedField } from '../../lib/api-errors';

export const waitlistFailureTexts = {
  connection: 'We could not reach Waypoint. Check your internet connection, then try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  tooMany: 'Too many tries from your network. Please wait a few minutes and try again.',
} as const;

/** What the waitlist form does with a refusal: mark a field, ask for the security check again, or say it above the form. */
export type WaitlistFailure =
  | { kind: 'field'; field: 'email' | 'consent'; text: string }
  | { kind: 'recaptcha' }
  | { kind: 'message'; text: string };

/**
 * A refused address or consent (BAD_USER_INPUT naming the field) goes beside its field; a failed
 * security check is said where the check is; too many tries, the network and our server faults
 * are said above the form.
 */
export function waitlistFailure(error: unknown): WaitlistFailure {
  if (error instanceof NetworkError) return { kind: 'message', text: waitlistFailureTexts.connection };
  if (!(error instanceof ApiError) || error.status >= 500)
    return { kind: 'message', text: waitlistFailureTexts.server };
  if (error.code === errorCodes.recaptchaMismatch) return { kind: 'recaptcha' };
  if (error.code === errorCodes.tooManyRequests) return { kind: 'message', text: waitlistFailureTexts.tooMany };
  const field = refusedField(error, ['email', 'consent'] as const);
  return field ? { kind: 'field', ...field } : { kind: 'message', text: error.message };
}
