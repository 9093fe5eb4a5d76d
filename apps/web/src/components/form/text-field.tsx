import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describeField, FieldFrame } from './field-frame';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function TextField({ id, label, hint, error, type = 'text', ...input }: TextFieldProps) {
  const { describedBy } = describeField(id, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={id}
        type={type}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
