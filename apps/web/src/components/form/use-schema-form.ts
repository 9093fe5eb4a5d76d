import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import type { z } from 'zod';
import { errorSummaryEntries, type SummaryField } from './error-summary-entries';

export interface SchemaFormOptions<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The fields in page order, for the error summary. */
  fields: readonly SummaryField[];
}

/**
 * A form checked by a domain schema, with what FormShell shows: the error
 * summary's lines and a message about the whole form. The summary takes
 * focus after a failed submit, so the first bad field does not.
 * `fieldProps` gives a field component all it takes from the form.
 */
export function useSchemaForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  fields,
}: SchemaFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output>(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const [message, setMessage] = useState<string | null>(null);
  const { errors, submitCount } = form.formState;
  const shell = { summary: errorSummaryEntries(errors, fields), submitCount, message };

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
