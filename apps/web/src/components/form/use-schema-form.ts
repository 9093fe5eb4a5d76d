import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { SummaryField } from './error-summary-entries';
import { useResolvedForm } from './use-resolved-form';

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
  return useResolvedForm<Input, Output>({
    resolver: zodResolver<Input, unknown, Output>(schema),
    defaultValues,
    fields,
  });
}
