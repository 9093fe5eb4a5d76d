import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { describeField, FieldError, FieldHint } from '../../../components/form/field-frame';
import '../../../components/form/choice-fields.css';

export interface CodeChoice {
  code: string;
  label: string;
  /** The words the applicant or the notice gets for this code. */
  detail: string;
}

interface CodeChoiceFieldProps<Values extends FieldValues> {
  /** The group's id; the first checkbox takes it, so an error-summary link lands on the group. */
  id: string;
  name: Path<Values>;
  control: Control<Values, unknown, unknown>;
  legend: string;
  hint?: string;
  error?: string | undefined;
  choices: readonly CodeChoice[];
  /** Say the chosen order back (a notice lists its principal reasons first): codes keep the order they were ticked. */
  ordered?: boolean;
}

/**
 * A list of codes to tick, each with the words that go out for it. The value
 * is the ticked codes in the order they were ticked, so "principal first"
 * is simply the first one chosen; the error belongs to the fieldset.
 */
export function CodeChoiceField<Values extends FieldValues>({
  id,
  name,
  control,
  legend,
  hint,
  error,
  choices,
  ordered = false,
}: CodeChoiceFieldProps<Values>) {
  const { field } = useController({ name, control });
  const chosen: readonly string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const { hintId, errorId, describedBy } = describeField(id, hint, error);
  const toggle = (code: string, on: boolean) =>
    field.onChange(on ? [...chosen.filter((known) => known !== code), code] : chosen.filter((known) => known !== code));
  const labelOf = (code: string) => choices.find((choice) => choice.code === code)?.label ?? code;
  return (
    <fieldset className={`field field--choice${error ? ' field--error' : ''}`} aria-describedby={describedBy}>
      <legend className="field__label field__legend">{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
      <div className="choice-list">
        {choices.map((choice, index) => {
          const optionId = index === 0 ? id : `${id}-${choice.code}`;
          return (
            <div key={choice.code} className="choice">
              <input
                id={optionId}
                type="checkbox"
                className="choice__input"
                name={field.name}
                value={choice.code}
                checked={chosen.includes(choice.code)}
                onChange={(event) => toggle(choice.code, event.target.checked)}
                onBlur={field.onBlur}
                ref={index === 0 ? field.ref : undefined}
                aria-describedby={`${optionId}-detail`}
              />
              <label htmlFor={optionId} className="choice__label">
                {choice.label}
              </label>
              <p id={`${optionId}-detail`} className="choice__hint">
                {choice.detail}
              </p>
            </div>
          );
        })}
      </div>
      {ordered && chosen.length > 0 ? (
        <div className="ops-chosen-order" aria-live="polite">
          <p className="ops-muted">In the order the notice gives them:</p>
          <ol>
            {chosen.map((code) => (
              <li key={code}>{labelOf(code)}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </fieldset>
  );
}
