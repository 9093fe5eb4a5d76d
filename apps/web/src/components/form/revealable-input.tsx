import { useState, type ComponentPropsWithRef } from 'react';

export interface RevealableInputProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  /** The input's id, which the switch controls. */
  id: string;
  /** What is hidden, as the switch names it: "Show password", "Hide password". */
  what: string;
  /** Say the switch's state as pressed or not, besides its name. */
  pressable?: boolean;
  error?: string | undefined;
  /** The field's hint and error ids (describeField). */
  describedBy: string | undefined;
}

/**
 * A hidden input (a password, an SSN) with a Show/Hide switch beside it, so
 * what was typed can be checked: long passphrases and nine digits typed in
 * public are both easier to get right that way.
 */
export function RevealableInput({ id, what, pressable = false, error, describedBy, ...input }: RevealableInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field__password">
      <input
        {...input}
        id={id}
        type={visible ? 'text' : 'password'}
        className="field__input"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <button
        type="button"
        className="field__reveal"
        aria-controls={id}
        aria-label={`${visible ? 'Hide' : 'Show'} ${what}`}
        {...(pressable ? { 'aria-pressed': visible } : {})}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
