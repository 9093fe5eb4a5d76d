import type { ComponentPropsWithRef, ReactNode } from 'react';
import { choiceOptionIds } from './choice-ids';
import { describeField, FieldError, FieldHint } from './field-frame';
import './choice-fields.css';

export interface ChoiceOption {
  value: string;
  label: string;
  hint?: string;
}

export interface RadioGroupFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'className' | 'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'children'
> {
  /** The group's id; the first radio takes it, so an error-summary link `#id` lands on the group. */
  id: string;
  /** The question, shown as the fieldset's legend. */
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly ChoiceOption[];
  /** Side by side, for two short answers such as Yes and No. */
  inline?: boolean;
  /** The option checked at first, for a group not driven by a form library (restored answers). */
  defaultValue?: string;
}

/**
 * One question answered by one of a few options. The hint and error belong to
 * the fieldset, so they are read once as the group is entered rather than on
 * every radio; a radio has no invalid state in ARIA 1.2, so the error is said
 * only as the group's description. The rest of the props (react-hook-form's `register()` among
 * them) go to every radio: a radio group is one named field.
 */
export function RadioGroupField({
  id,
  label,
  hint,
  error,
  options,
  inline = false,
  defaultValue,
  ...input
}: RadioGroupFieldProps) {
  const { hintId, errorId, describedBy } = describeField(id, hint, error);
  const optionIds = choiceOptionIds(
    id,
    options.map((option) => option.value),
  );
  return (
    <fieldset className={`field field--choice${error ? ' field--error' : ''}`} aria-describedby={describedBy}>
      <legend className="field__label field__legend">{label}</legend>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
      <div className={`choice-list${inline ? ' choice-list--inline' : ''}`}>
        {options.map((option, index) => {
          const optionId = optionIds[index] ?? `${id}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className="choice">
              <input
                {...input}
                id={optionId}
                type="radio"
                value={option.value}
                {...(defaultValue === undefined ? {} : { defaultChecked: option.value === defaultValue })}
                className="choice__input"
                aria-describedby={optionHintId}
              />
              <label htmlFor={optionId} className="choice__label">
                {option.label}
              </label>
              {option.hint ? (
                <p id={optionHintId} className="choice__hint">
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
