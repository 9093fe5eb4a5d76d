import { ApiError, NetworkError, refusedField } from '../../lib/api-errors';

/** What a partner form does with a refused send: mark one field, or say it above the form. */
export type PartnerFailure<Field extends string> =
  { kind: 'field'; field: Field; text: string } | { kind: 'message'; text: string };

export const partnerFailureTexts = {
  connection:
    'We could not reach Waypoint. Check your internet connection, then send again. Nothing you typed has been lost.',
  server: 'Something went wrong on our side and nothing was sent. Please try again in a moment.',
} as const;

/**
 * A refused field (BAD_USER_INPUT, named in fieldErrors; "emails.2" is one
 * address of the list) goes beside the field. Anything else (a rate limit, a
 * fault) is said above the form as it is.
 */
export function partnerFailure<Field extends string>(error: unknown, fields: readonly Field[]): PartnerFailure<Field> {
  if (error instanceof NetworkError) return { kind: 'message', text: partnerFailureTexts.connection };
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: 'message', text: partnerFailureTexts.server };
  const field = refusedField(error, fields);
  return field ? { kind: 'field', ...field } : { kind: 'message', text: error.message };
}
