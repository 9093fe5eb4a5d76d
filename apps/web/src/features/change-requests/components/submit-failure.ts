import {
  isChangeRequestFileType,
  type ChangeRequestFileType,
} from '@waypoint/domain/change-requests/change-request-kinds';
import { ApiError, NetworkError, errorCodes } from '../../../lib/api-errors';

export const submitFailureTexts = {
  connection:
    'We could not reach Waypoint, so the request is not submitted. Check your internet connection, then press Submit the request again. Your answers are still here.',
  server:
    'Something went wrong on our side and the request is not submitted. Please press Submit the request again in a moment. Your answers are still here.',
} as const;

export interface SubmitFailure {
  /** Refusals of the form's own fields, to show beside them. */
  fieldErrors: { field: string; message: string }[];
  /** Refusals of a document group (no file, or a file the server would not take). */
  proofErrors: Partial<Record<ChangeRequestFileType, string>>;
  /** What is said above the form; null when every refusal has its place beside a field or group. */
  message: string | null;
}

/**
 * A refused submit in the applicant's words. BAD_USER_INPUT names each
 * problem by its field or its document group (the server reports them all,
 * docs/product-rules.md#change-requests), so each goes beside its own place;
 * anything else is said above the form.
 */
export function submitFailure(error: unknown, formFields: readonly string[]): SubmitFailure {
  const none = { fieldErrors: [], proofErrors: {} };
  if (error instanceof NetworkError) return { ...none, message: submitFailureTexts.connection };
  if (!(error instanceof ApiError) || error.status >= 500 || error.code === errorCodes.internal)
    return { ...none, message: submitFailureTexts.server };
  if (error.code !== errorCodes.badUserInput) return { ...none, message: error.message };
  const fieldErrors: SubmitFailure['fieldErrors'] = [];
  const proofErrors: SubmitFailure['proofErrors'] = {};
  let unplaced = false;
  for (const { field, message } of error.fieldErrors) {
    if (formFields.includes(field)) {
      if (!fieldErrors.some((placed) => placed.field === field)) fieldErrors.push({ field, message });
    } else if (isChangeRequestFileType(field)) proofErrors[field] ??= message;
    else unplaced = true;
  }
  const placedAll = !unplaced && (fieldErrors.length > 0 || Object.keys(proofErrors).length > 0);
  return { fieldErrors, proofErrors, message: placedAll ? null : error.message };
}
