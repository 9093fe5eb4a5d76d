import type { ChangeEvent, ComponentPropsWithRef, FocusEvent, ReactNode } from 'react';
import { describeField, FieldFrame } from './field-frame';
import { formatWholeDollars } from './money-format';

export interface MoneyFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'className' | 'type' | 'inputMode'
> {
  id: string;
  /** Say the currency here or in the hint ("in US dollars"): the "$" shown is hidden from screen readers. */
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/**
 * A whole-dollar amount. Separators are added when the person leaves the
 * field, not while typing, so the caret never jumps under their fingers.
 */
export function MoneyField({
  id,
  label,
  hint,
  error,
  autoComplete = 'off',
  onBlur,
  onChange,
  ...input
}: MoneyFieldProps) {
  const { describedBy } = describeField(id, hint, error);

  const separateThousands = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const formatted = formatWholeDollars(typed);
    if (formatted !== typed) {
      event.target.value = formatted;
      // A controlled caller learns of the new text through onChange; react-hook-form reads it on blur too.
      onChange?.(event as unknown as ChangeEvent<HTMLInputElement>);
    }
    onBlur?.(event);
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="field__money">
        <span className="field__prefix" aria-hidden="true">
          $
        </span>
        <input
          {...input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          className="field__input"
          onBlur={separateThousands}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    </FieldFrame>
  );
}
