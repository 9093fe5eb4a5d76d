import { useEffect, useEffectEvent, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { useScreenForm } from '../state/screen-form-context';
import { exitSave, unsavedValues } from '../state/unsaved-answers';
import { keepUnsaved } from '../state/unsaved-answers-storage';
import { useWizard } from '../state/wizard-context';
import { checkStepForm, type StepAnswers, type StepFormValues } from './step-resolver';

/**
 * Keeps a step form's unsaved answers honest and safe (decision 019): while
 * they differ from the draft the status says so and a copy (without the
 * sensitive fields) waits in this tab's sessionStorage for a reload; "Save
 * and exit" saves them on the step on show.
 */
export function useUnsavedAnswers(step: StepName, form: UseFormReturn<StepFormValues, unknown, StepAnswers>) {
  const wizard = useWizard();
  const screen = useScreenForm();
  const lastUnsaved = useRef(false);

  const track = useEffectEvent((values: Readonly<Record<string, unknown>>) => {
    const unsaved = unsavedValues(values, wizard.draft);
    const hasUnsaved = Object.keys(unsaved).length > 0;
    if (screen.scope) keepUnsaved(screen.scope, step, wizard.draft.version, unsaved);
    if (hasUnsaved !== lastUnsaved.current) {
      lastUnsaved.current = hasUnsaved;
      screen.setUnsaved(hasUnsaved);
    }
  });

  useEffect(() => {
    const subscription = form.watch((values) => track(values as Record<string, unknown>));
    return () => subscription.unsubscribe();
  }, [form]);

  // A save (this screen's, or a Continue elsewhere) changes what "saved" means.
  useEffect(() => {
    track(form.getValues());
  }, [form, wizard.draft]);

  const saveForExit = useEffectEvent(async (): Promise<boolean> => {
    const values = form.getValues();
    const { answers, blocked } = exitSave(values, await checkStepForm(step, wizard.context.today, values));
    if (blocked.length > 0) {
      await form.trigger(blocked);
      form.setFocus(blocked[0] ?? '');
      return false;
    }
    return wizard.move({ answers, to: wizard.step });
  });

  useEffect(() => {
    screen.setSaveForExit(() => saveForExit());
    return () => {
      screen.setSaveForExit(null);
      screen.setUnsaved(false);
    };
  }, [screen]);
}
