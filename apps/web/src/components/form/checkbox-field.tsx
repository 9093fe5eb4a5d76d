import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describeField, FieldError, FieldHint } from './field-frame';
import './form.css';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  id: string;
  /** May hold links, such as the agreement being accepted. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ id, label, hint, error, ...input }: CheckboxFieldProps) {
  const { hintId, errorId, describedBy } = describeField(id, hint, error);
  return (
    <div className={`field field--checkbox${error ? ' field--error' : ''}`}>
      <FieldError id={errorId} error={error} />
      <div className="field__checkbox-row">
        <input
          {...input}
          id={id}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id} className="field__checkbox-label">
          {label}
        </label>
      </div>
      <FieldHint id={hintId} hint={hint} after />
    </div>
  );
}
