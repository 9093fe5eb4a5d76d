import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { nextStep } from '@waypoint/domain/application/steps/next-step';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import type { ApplicationCache } from '../api/application-cache';
import { asDraft, formValuesFrom } from '../state/draft-answers';
import { useScreenForm } from '../state/screen-form-context';
import { readUnsaved } from '../state/unsaved-answers-storage';
import { useWizard } from '../state/wizard-context';
import { useEditMode } from './edit-mode';
import { stepResolver, type StepAnswers, type StepFormValues } from './step-resolver';
import { useUnsavedAnswers } from './use-unsaved-answers';

/**
 * A step's form: React Hook Form with the step schema, starting from the
 * draft. Fields that are hidden (a follow-up question whose answer no longer
 * applies) unregister, so they are neither validated nor kept. Answers
 * typed here before a reload and not saved come back (use-unsaved-answers.ts).
 */
export function useStepForm(step: StepName, fields: readonly string[]) {
  const wizard = useWizard();
  const { scope } = useScreenForm();
  const [defaultValues] = useState(() => {
    const kept = scope ? readUnsaved(scope, step, wizard.draft.version) : {};
    const mine = Object.fromEntries(Object.entries(kept).filter(([field]) => fields.includes(field)));
    return { ...formValuesFrom(wizard.draft, fields), ...mine };
  });
  const form = useForm<StepFormValues, unknown, StepAnswers>({
    resolver: stepResolver(step, wizard.context.today),
    defaultValues,
    shouldFocusError: false,
    shouldUnregister: true,
  });
  useUnsavedAnswers(step, form);
  return form;
}

/**
 * Continue: saves the answers and moves to the engine's next step (product-rules#next-step),
 * or, when editing from review, saves and returns there. `recorded` holds
 * results the server already stored for this step, which can change the way
 * forward (ATPApproval, sentilinkApproval).
 */
export function useContinue(step: StepName) {
  const wizard = useWizard();
  const edit = useEditMode();
  return (answers: StepAnswers, recorded: Partial<ApplicationCache> = {}) => {
    if (edit.editing) {
      edit.finish();
      return wizard.move({ answers, recorded, to: wizard.step, onSaved: (serverStep) => edit.saved(step, serverStep) });
    }
    const merged = asDraft({ ...wizard.draft, ...answers, ...recorded });
    return wizard.move({ answers, recorded, to: nextStep(step, merged, wizard.context) });
  };
}
