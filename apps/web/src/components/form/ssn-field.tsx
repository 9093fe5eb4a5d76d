import { useState, type ChangeEvent, type ComponentPropsWithRef, type FocusEvent, type ReactNode } from 'react';
import { describeField, FieldFrame } from './field-frame';
import { RevealableInput } from './revealable-input';
import { caretAfterDigits, isMaskedSsn, nextSsnValue } from './ssn-format';

export interface SsnFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'className' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'spellCheck'
> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** ###-##-####: nine digits and two hyphens. */
const SSN_LENGTH = 11;

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

/**
 * A Social Security number, hidden as typed (it is often entered in public)
 * with a Show/Hide switch to check it. Digits are hyphenated as they come,
 * and the formatted value is what the caller's onChange (react-hook-form) sees.
 */
export function SsnField({ id, label, hint, error, onChange, onFocus, ...input }: SsnFieldProps) {
  // The saved number as the server masks it (•••-••-6789), while it is still in the field.
  const [maskedValue, setMaskedValue] = useState<string | null>(null);
  const { describedBy } = describeField(id, hint, error);

  const rememberMasked = (event: FocusEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setMaskedValue(isMaskedSsn(value) ? value : null);
    onFocus?.(event);
  };

  const formatAsTyped = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target;
    const typed = field.value;
    const caret = field.selectionEnd ?? typed.length;
    const formatted = nextSsnValue(maskedValue ?? '', typed, caret);
    if (formatted !== typed) {
      field.value = formatted;
      const position = maskedValue ? formatted.length : caretAfterDigits(formatted, countDigits(typed.slice(0, caret)));
      field.setSelectionRange(position, position);
    }
    setMaskedValue(null);
    onChange?.(event);
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <RevealableInput
        {...input}
        id={id}
        what="Social Security number"
        pressable
        inputMode="numeric"
        autoComplete="off"
        // A masked value is already 11 characters long; a cap would block the typing that replaces it.
        maxLength={maskedValue ? undefined : SSN_LENGTH}
        onFocus={rememberMasked}
        onChange={formatAsTyped}
        error={error}
        describedBy={describedBy}
      />
    </FieldFrame>
  );
}
