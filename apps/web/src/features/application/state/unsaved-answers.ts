import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { parseDraftSave } from '@waypoint/domain/application/draft/draft-save-parsing';
import type { ApplicationCache } from '../api/application-cache';
import { isMaskedValue, toChangeText } from './draft-answers';

/**
 * Is a form's text the answer the draft holds? Read the way the server reads
 * a save (product-rules#draft-save-parsing): "$95,000" is 95000. Text that reads as no value at all
 * ("abc" in a money field) is not the empty answer on file.
 */
function isSavedAnswer(field: string, value: unknown, saved: unknown): boolean {
  if (isMaskedValue(value)) return true;
  const typed = parseDraftSave({ [field]: value } as Partial<Record<keyof Draft, unknown>>)[field as keyof Draft];
  if (typed == null && typeof value === 'string' && value.trim() !== '') return false;
  return toChangeText(typed) === toChangeText(saved);
}

/**
 * The form values that differ from the saved draft: what "All changes saved"
 * would be untrue about. A masked SSN or ID number is the one on file.
 */
export function unsavedValues(
  values: Readonly<Record<string, unknown>>,
  draft: Readonly<ApplicationCache>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => !isSavedAnswer(field, value, (draft as Record<string, unknown>)[field]),
    ),
  );
}

export interface ExitSave {
  /** What "Save and exit" sends: the checked answers, or each answer that passed its check. */
  answers: Record<string, unknown>;
  /** Fields typed but failing their check: saving them would be refused, so the applicant is shown why. */
  blocked: string[];
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * "Save and exit" keeps the step and saves what was typed (product-rules#draft-save-parsing text; the
 * server parses it as it parses every save). A step left half done is fine:
 * a required answer still empty is simply not there yet. An answer typed in
 * a form the server would refuse is not sent; the applicant sees its message.
 */
export function exitSave(
  values: Readonly<Record<string, string>>,
  check: { answers: Record<string, unknown>; errors: Readonly<Record<string, unknown>> },
): ExitSave {
  const failed = Object.keys(check.errors);
  if (failed.length === 0) return { answers: check.answers, blocked: [] };
  const blocked = failed.filter((field) => !isBlank(values[field]));
  const answers = Object.fromEntries(Object.entries(values).filter(([field]) => !failed.includes(field)));
  return { answers, blocked };
}
