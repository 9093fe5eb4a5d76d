import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describeField, FieldFrame } from './field-frame';

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
  const [visible, setVisible] = useState(false);
  const { describedBy } = describeField(id, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="field__password">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className="field__input"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="field__reveal"
          aria-controls={id}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </FieldFrame>
  );
}
