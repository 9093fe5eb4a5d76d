import { ApiError, NetworkError, refusedField } from '../../lib/api-errors';

export const blogSubscribeFailureTexts = {
  connection: 'We could not reach Waypoint. Check your internet connection, then try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/** What the subscribe form does with a refusal: mark the e-mail field, or say it above the form. */
export type BlogSubscribeFailure = { kind: 'field'; field: 'email'; text: string } | { kind: 'message'; text: string };

/**
 * A refused address (BAD_USER_INPUT naming `email` in fieldErrors) goes
 * beside the field; other refusals keep their words; the network and our
 * server faults are said as such.
 */
export function blogSubscribeFailure(error: unknown): BlogSubscribeFailure {
  if (error instanceof NetworkError) return { kind: 'message', text: blogSubscribeFailureTexts.connection };
  if (!(error instanceof ApiError) || error.status >= 500) {
    return { kind: 'message', text: blogSubscribeFailureTexts.server };
  }
  const field = refusedField(error, ['email'] as const);
  return field ? { kind: 'field', ...field } : { kind: 'message', text: error.message };
}
