import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { describeField, FieldFrame } from './field-frame';

export interface TextareaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

function charactersLeft(count: number): string {
  return count === 1 ? '1 character left' : `${count} characters left`;
}

function passRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A labelled multi-line input. With `maxLength` it counts down what is left,
 * politely announced, so a long answer is not cut off without warning.
 */
export function TextareaField({ id, label, hint, error, maxLength, ref, onChange, ...textarea }: TextareaFieldProps) {
  const [length, setLength] = useState(0);
  const countId = `${id}-count`;
  const { describedBy } = describeField(id, hint, error);
  const counted = maxLength !== undefined;
  // react-hook-form fills the textarea through its ref, so the starting length is read there.
  const attach = (node: HTMLTextAreaElement | null) => {
    passRef(ref, node);
    if (node && counted) setLength(node.value.length);
  };
  const countChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (counted) setLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        {...textarea}
        ref={attach}
        id={id}
        maxLength={maxLength}
        onChange={countChange}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={counted ? [describedBy, countId].filter(Boolean).join(' ') : describedBy}
      />
      {counted ? (
        <p id={countId} className="field__count" aria-live="polite">
          {charactersLeft(Math.max(0, maxLength - length))}
        </p>
      ) : null}
    </FieldFrame>
  );
}
