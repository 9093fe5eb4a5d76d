import { ApiError, NetworkError, errorCodes, refusedField } from '../../../lib/api-errors';

export const prequalificationFields = [
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'inUS',
  'street',
  'city',
  'state',
  'zip',
  'income',
  'accommodationCost',
  'ssnLastFour',
  'consent',
] as const;
export type PrequalificationField = (typeof prequalificationFields)[number];

/** What the form does with a refused check: mark one field, or say it above the form. */
export type PrequalificationFailure =
  { kind: 'field'; field: PrequalificationField; text: string } | { kind: 'message'; text: string };

export const prequalificationFailureTexts = {
  connection:
    'We could not reach Waypoint. Check your internet connection, then press Check my eligibility again. Your answers are still here.',
  server: 'Something went wrong on our side and we could not check your eligibility. Please try again in a moment.',
  recaptcha: 'We could not complete our automatic security check. Please press Check my eligibility again to retry.',
  tooMany:
    'You have checked your eligibility several times already. Please try again later, or start your application: it asks the same questions.',
} as const;

/**
 * A refused field (BAD_USER_INPUT, named in fieldErrors) goes beside the
 * field; a limit or a failed security check is said as such, never as a
 * mistake in the answers.
 */
export function prequalificationFailure(error: unknown): PrequalificationFailure {
  if (error instanceof NetworkError) return { kind: 'message', text: prequalificationFailureTexts.connection };
  if (!(error instanceof ApiError)) return { kind: 'message', text: prequalificationFailureTexts.server };
  if (error.code === errorCodes.recaptchaMismatch)
    return { kind: 'message', text: prequalificationFailureTexts.recaptcha };
  if (error.status === 429 || error.code === errorCodes.tooManyRequests)
    return { kind: 'message', text: prequalificationFailureTexts.tooMany };
  if (error.status >= 500 || error.code === errorCodes.internal)
    return { kind: 'message', text: prequalificationFailureTexts.server };
  const field = refusedField(error, prequalificationFields);
  return field ? { kind: 'field', ...field } : { kind: 'message', text: error.message };
}
