import type { ReactNode } from 'react';
import './form.css';

export interface FieldDescription {
  hintId: string | undefined;
  errorId: string | undefined;
  /** For aria-describedby: the hint, then the error, so the error is read last. */
  describedBy: string | undefined;
}

export function describeField(id: string, hint: ReactNode, error: string | undefined): FieldDescription {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [hintId, errorId].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: ids || undefined };
}

export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

/** A field's hint, tied to its control by `id` (describeField's hintId). */
export function FieldHint({ id, hint, after = false }: { id: string | undefined; hint: ReactNode; after?: boolean }) {
  if (!hint) return null;
  return (
    <p id={id} className={after ? 'field__hint field__hint--after' : 'field__hint'}>
      {hint}
    </p>
  );
}

/** A field's error, tied to its control by `id` (describeField's errorId); "Error:" is said, not shown. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

/** Label, hint and error around one control; the control itself comes from the caller. */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const { hintId, errorId } = describeField(id, hint, error);
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
      {children}
    </div>
  );
}
