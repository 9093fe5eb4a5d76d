import { useEffect, useEffectEvent, type ReactNode } from 'react';
import type { StepForm } from './step-form';

export interface ClearWhenHiddenProps {
  form: StepForm;
  /** The fields inside, by draft name. */
  names: readonly string[];
  children: ReactNode;
}

/**
 * Follow-up questions that an earlier answer can hide. Hidden, they are not
 * validated or sent (the form unregisters them); and their answer is
 * dropped, so showing them again starts empty rather than bringing back a
 * saved answer that no longer applies (product-rules#field-dependencies: picking a listed residence
 * status clears the 'other' text).
 */
export function ClearWhenHidden({ form, names, children }: ClearWhenHiddenProps) {
  const clear = useEffectEvent(() => {
    for (const name of names) form.resetField(name, { defaultValue: '' });
  });
  useEffect(() => () => clear(), []);
  return children;
}
