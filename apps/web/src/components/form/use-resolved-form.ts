import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
} from 'react-hook-form';
import { errorSummaryEntries, type SummaryField } from './error-summary-entries';

export interface ResolvedFormOptions<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /** The fields in page order, for the error summary. */
  fields: readonly SummaryField[];
  /** Heard on any field's focus (FormShell hands it to the form): a lazily loaded schema starts loading. */
  onFocus?: (() => void) | undefined;
}

/**
 * What useSchemaForm and useLazySchemaForm share, whatever checks the values: the form, the error
 * summary's lines and a message about the whole form for FormShell, and `fieldProps`, all a field
 * component takes from the form. The summary takes focus after a failed submit, so the first bad field does not.
 */
export function useResolvedForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  fields,
  onFocus,
}: ResolvedFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues, shouldFocusError: false });
  const [message, setMessage] = useState<string | null>(null);
  const { errors, submitCount } = form.formState;
  const shell = { summary: errorSummaryEntries(errors, fields), submitCount, message, ...(onFocus ? { onFocus } : {}) };

  /** A field's name, id and label, its error (read as the summary reads it) and register()'s handlers. */
  const fieldProps = <Name extends Path<Input>>(
    field: SummaryField & { name: Name },
    options?: RegisterOptions<Input, Name>,
  ) => {
    const error = errors[field.name]?.message;
    return { ...field, error: typeof error === 'string' ? error : undefined, ...form.register(field.name, options) };
  };
  return { form, errors, message, setMessage, shell, fieldProps };
}
