import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describeField, FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'id' | 'className' | 'children' | 'multiple'
> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly SelectOption[];
  /** A first option with value '' such as "Choose a state", so nothing is picked by default. */
  placeholder?: string;
}

/** A labelled native select: for long lists (states, countries) where radios would not fit. */
export function SelectField({ id, label, hint, error, options, placeholder, ...select }: SelectFieldProps) {
  const { describedBy } = describeField(id, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        id={id}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
