import type { FieldErrors, Resolver } from 'react-hook-form';
import type { StepName } from '@waypoint/domain/application/step-names';
import { stepSchema } from '@waypoint/domain/application/step-schemas';
import { isMaskedValue, keptValueStandIns, maskedDraftFields } from '../state/draft-answers';

export type StepFormValues = Record<string, string>;
export type StepAnswers = Record<string, unknown>;

/**
 * Validates a step's form with the domain's step schema, the same schema the
 * server checks on Continue. A masked SSN or identification number (kept on
 * file) is validated as a stand-in and handed back masked, so it is not sent.
 * The first message of each field is shown next to it.
 */
export function stepResolver(step: StepName, today: Date): Resolver<StepFormValues, unknown, StepAnswers> {
  const schema = stepSchema(step, { today });
  return async (values) => {
    const input: Record<string, unknown> = { ...values };
    for (const field of maskedDraftFields) {
      if (isMaskedValue(input[field])) input[field] = keptValueStandIns[field];
    }
    const parsed = await schema.safeParseAsync(input);
    if (parsed.success) {
      const answers: StepAnswers = { ...(parsed.data as StepAnswers) };
      for (const field of maskedDraftFields) {
        if (isMaskedValue(values[field])) answers[field] = values[field];
      }
      return { values: answers, errors: {} };
    }
    const errors: FieldErrors<StepFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
