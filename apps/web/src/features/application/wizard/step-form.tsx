import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { answerLabels, type AskedAnswer } from '@waypoint/domain/application/answers/answer-labels';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { ErrorSummary } from '../../../components/form/error-summary';
import { errorSummaryEntries, type SummaryField } from '../../../components/form/error-summary-entries';
import { StepActions } from './step-actions';
import type { StepAnswers, StepFormValues } from './step-resolver';

export type StepForm = UseFormReturn<StepFormValues, unknown, StepAnswers>;

/** A field of a step form: its draft name, the id of its control, and the label the summary names it by. */
export function stepField<const Name extends string>(name: Name, label: string) {
  return { name, id: `application-${name}`, label } as const satisfies SummaryField;
}

/** A step field labelled with the question the answer catalogue asks it with (the domain's application/answers/answer-labels). */
export function askedField<const Name extends AskedAnswer>(name: Name) {
  return stepField(name, answerLabels[name].asked);
}

export interface StepFormFrameProps {
  step: StepName;
  form: StepForm;
  /** Every field the form may show, in page order, for the error summary. */
  fields: readonly SummaryField[];
  /** Called with the step schema's output once the form is valid. */
  onValid(answers: StepAnswers): unknown;
  label: string;
  children: ReactNode;
  continueLabel?: ReactNode;
  busy?: boolean;
  busyLabel?: string;
}

/**
 * The form around a step's fields: the error summary at the top after a
 * failed Continue (it takes focus, spec-style error handling), the fields,
 * then Continue and Back.
 */
export function StepFormFrame({
  step,
  form,
  fields,
  onValid,
  label,
  children,
  continueLabel,
  busy = false,
  busyLabel,
}: StepFormFrameProps) {
  const { errors, submitCount, isSubmitting } = form.formState;
  const summary = errorSummaryEntries(errors, fields);
  const submit = form.handleSubmit(async (answers) => {
    await onValid(answers);
  });
  return (
    <form noValidate aria-label={label} onSubmit={(event) => void submit(event)} className="step-form">
      {submitCount > 0 && summary.length > 0 ? <ErrorSummary key={submitCount} entries={summary} /> : null}
      {children}
      <StepActions
        step={step}
        busy={busy || isSubmitting}
        {...(continueLabel ? { continueLabel } : {})}
        {...(busyLabel ? { busyLabel } : {})}
      />
    </form>
  );
}
