import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describeField, FieldFrame } from './field-frame';

export interface DateFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** The earliest date allowed, yyyy-mm-dd; a number is allowed because register() types it so. */
  min?: string | number;
  /** The latest date allowed, yyyy-mm-dd. */
  max?: string | number;
}

/**
 * A native date input: its value is always ISO yyyy-mm-dd whatever the
 * browser shows, and phones offer their own date picker.
 */
export function DateField({ id, label, hint, error, ...input }: DateFieldProps) {
  const { describedBy } = describeField(id, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={id}
        type="date"
        className="field__input field__input--date"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
