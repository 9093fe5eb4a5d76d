import { useState, type ReactNode } from 'react';

export interface RevealableInputProps {
  /** The input's id, which the switch controls. */
  id: string;
  /** What is hidden, as the switch names it: "Show password", "Hide password". */
  what: string;
  /** Say the switch's state as pressed or not, besides its name. */
  pressable?: boolean;
  /** The input itself, of the type the switch has chosen. */
  children: (type: 'password' | 'text') => ReactNode;
}

/**
 * A hidden input (a password, an SSN) with a Show/Hide switch beside it, so
 * what was typed can be checked: long passphrases and nine digits typed in
 * public are both easier to get right that way.
 */
export function RevealableInput({ id, what, pressable = false, children }: RevealableInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field__password">
      {children(visible ? 'text' : 'password')}
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
