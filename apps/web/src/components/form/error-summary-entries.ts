import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface SummaryField {
  name: string;
  /** The id of the control, so the summary can link to it. */
  id: string;
  label: string;
}

export interface ErrorSummaryEntry {
  fieldId: string;
  text: string;
}

/**
 * The error summary's lines, in the order the fields appear on the page. A
 * bare "Required" means nothing in a list, so each line names its field.
 */
export function errorSummaryEntries<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly SummaryField[],
): ErrorSummaryEntry[] {
  return fields.flatMap((field) => {
    const message = errors[field.name]?.message;
    return typeof message === 'string' && message ? [{ fieldId: field.id, text: `${field.label}: ${message}` }] : [];
  });
}
