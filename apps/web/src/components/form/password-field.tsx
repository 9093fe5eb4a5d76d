import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describeField, FieldFrame } from './field-frame';
import { RevealableInput } from './revealable-input';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/**
 * A password input with a Show/Hide switch: long passphrases (which we
 * encourage over composition rules) are easier to type when they can be checked.
 */
export function PasswordField({ id, label, hint, error, ...input }: PasswordFieldProps) {
  const { describedBy } = describeField(id, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <RevealableInput
        {...input}
        id={id}
        what={label.toLowerCase()}
        autoCapitalize="none"
        error={error}
        describedBy={describedBy}
      />
    </FieldFrame>
  );
}
