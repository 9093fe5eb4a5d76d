import type { FieldErrors, Resolver } from 'react-hook-form';
import { stepSchema } from '@waypoint/domain/application/schemas/step-schemas';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { isMaskedValue, keptValueStandIns, maskedDraftFields } from '../state/draft-answers';

export type StepFormValues = Record<string, string>;
export type StepAnswers = Record<string, unknown>;

export interface StepFormCheck {
  /** The schema's output, masked values handed back as they were; empty when any field failed. */
  answers: StepAnswers;
  /** The first message of each field that failed. */
  errors: Record<string, { type: string; message: string }>;
}

/** Checks a step form's text values with the step schema, the way Continue does. */
export async function checkStepForm(step: StepName, today: Date, values: StepFormValues): Promise<StepFormCheck> {
  const input: Record<string, unknown> = { ...values };
  for (const field of maskedDraftFields) {
    if (isMaskedValue(input[field])) input[field] = keptValueStandIns[field];
  }
  const parsed = await stepSchema(step, { today }).safeParseAsync(input);
  if (parsed.success) {
    const answers: StepAnswers = { ...(parsed.data as StepAnswers) };
    for (const field of maskedDraftFields) {
      if (isMaskedValue(values[field])) answers[field] = values[field];
    }
    return { answers, errors: {} };
  }
  const errors: StepFormCheck['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { answers: {}, errors };
}

/**
 * Validates a step's form with the domain's step schema, the same schema the
 * server checks on Continue. A masked SSN or identification number (kept on
 * file) is validated as a stand-in and handed back masked, so it is not sent.
 * The first message of each field is shown next to it.
 */
export function stepResolver(step: StepName, today: Date): Resolver<StepFormValues, unknown, StepAnswers> {
  return async (values) => {
    const { answers, errors } = await checkStepForm(step, today, values);
    if (Object.keys(errors).length === 0) return { values: answers, errors: {} };
    return { values: {}, errors: errors as FieldErrors<StepFormValues> };
  };
}
