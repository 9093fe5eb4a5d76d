import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { ApplicationCache } from '../api/application-cache';
import type { DraftChangeText } from '../api/save-application-cache';

/**
 * The server never sends an SSN or identification number back, only its last
 * four characters behind bullets (•••-••-6789). A form holding that value
 * means "keep the one on file": it is neither validated as typed text nor
 * sent again.
 */
export const maskedDraftFields = ['ssn', 'identificationNo'] as const;

export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('•');
}

/** Stand-ins that pass the field formats, used only to validate a form that keeps a masked value. */
export const keptValueStandIns: Record<(typeof maskedDraftFields)[number], string> = {
  ssn: '123-45-6789',
  identificationNo: 'KEPT0000',
};

/** product-rules#draft-save-parsing text of one answer: 'true'/'false', integers as digits, null to clear. */
export function toChangeText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The answers that differ from the draft, as product-rules#draft-save-parsing text (product-rules#application-operations: a save
 * sends the changed fields). Answers are the step schema's output; a masked
 * value that was kept is left out.
 */
export function changedAnswers(
  answers: Readonly<Record<string, unknown>>,
  draft: Readonly<ApplicationCache>,
): DraftChangeText {
  const changes: DraftChangeText = {};
  for (const [field, value] of Object.entries(answers)) {
    if (isMaskedValue(value)) continue;
    const before = toChangeText((draft as Record<string, unknown>)[field]);
    const after = toChangeText(value);
    if (before !== after) changes[field] = after;
  }
  return changes;
}

/** A draft value as a form holds it: text, with 'true'/'false' for yes/no and '' for no answer. */
export function toFormText(value: unknown): string {
  const text = toChangeText(value);
  return text ?? '';
}

/** The form's starting values for `fields`, from the draft. */
export function formValuesFrom<Field extends string>(
  draft: Readonly<ApplicationCache>,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(
    fields.map((field) => [field, toFormText((draft as Record<string, unknown>)[field])]),
  ) as Record<Field, string>;
}

/**
 * The draft as the domain engine reads it. The API's types are wider (any
 * string where the domain has a choice list); the engine only compares
 * values, so an unexpected one simply matches no rule.
 */
export function asDraft(cache: Readonly<ApplicationCache>): Draft {
  return cache as unknown as Draft;
}
