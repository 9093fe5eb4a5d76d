import { ApiError, NetworkError, errorCodes, refusedField } from '../../lib/api-errors';

export type ContactField = 'name' | 'email' | 'topic' | 'message';

/** What the form does with a refused send: mark one field, or say it above the form. */
export type ContactFailure = { kind: 'field'; field: ContactField; text: string } | { kind: 'message'; text: string };

const contactFields: readonly ContactField[] = ['name', 'email', 'topic', 'message'];

export const contactFailureTexts = {
  connection:
    'We could not reach Waypoint. Check your internet connection, then send again. Nothing you typed has been lost.',
  server: 'Something went wrong on our side and your message was not sent. Please try again in a moment.',
  recaptcha: 'We could not complete our automatic security check. Please press Send message again to retry.',
} as const;

/**
 * A refused field (BAD_USER_INPUT, named in fieldErrors) goes beside the
 * field. Anything else is said as it is, so a rate limit or a failed check
 * never reads as a mistake in what the person wrote.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (error instanceof NetworkError) return { kind: 'message', text: contactFailureTexts.connection };
  if (!(error instanceof ApiError)) return { kind: 'message', text: contactFailureTexts.server };
  if (error.code === errorCodes.recaptchaMismatch) return { kind: 'message', text: contactFailureTexts.recaptcha };
  if (error.status === 429 || error.code === errorCodes.tooManyRequests)
    return { kind: 'message', text: error.message };
  if (error.status >= 500 || error.code === errorCodes.internal) {
    return { kind: 'message', text: contactFailureTexts.server };
  }
  const field = refusedField(error, contactFields);
  return field ? { kind: 'field', ...field } : { kind: 'message', text: error.message };
}
