import type { BaseSyntheticEvent, ComponentPropsWithoutRef, ReactNode } from 'react';
import { asyncHandler } from '../../lib/async-handler';
import { ErrorSummary } from './error-summary';
import type { ErrorSummaryEntry } from './error-summary-entries';
import { FormAlert } from './form-alert';

export interface FormShellProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> {
  /** What a submit does: react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The error summary's lines; shown only after a submit. */
  summary?: readonly ErrorSummaryEntry[];
  submitCount?: number;
  /** A message about the whole form (the server's answer), announced as an alert. */
  message?: ReactNode;
  /** What comes before the summary, such as the form's own heading. */
  heading?: ReactNode;
}

/**
 * Every form's frame: validated by our schemas rather than the browser
 * (noValidate), the error summary after a failed submit (a new key each
 * submit, so it takes focus again), the form's message, then its fields.
 */
export function FormShell({
  onSubmit,
  summary = [],
  submitCount = 0,
  message,
  heading,
  children,
  ...form
}: FormShellProps) {
  return (
    <form {...form} noValidate onSubmit={asyncHandler(onSubmit)}>
      {heading}
      {submitCount > 0 && summary.length > 0 ? <ErrorSummary key={submitCount} entries={summary} /> : null}
      {message ? <FormAlert>{message}</FormAlert> : null}
      {children}
    </form>
  );
}
