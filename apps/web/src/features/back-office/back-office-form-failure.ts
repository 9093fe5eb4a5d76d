import { ApiError, refusedField } from '../../lib/api-errors';

/** A refusal as a form shows it: beside one of its fields when the server named one, otherwise as a whole. */
export function opsFormFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; text: string } | { field: null; text: string } {
  if (error instanceof ApiError) return refusedField(error, fields) ?? { field: null, text: error.message };
  return { field: null, text: 'The back office cannot be reached. Check your connection and try again.' };
}
