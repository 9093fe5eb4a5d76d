import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { SummaryField } from './error-summary-entries';
import { lazySchemaResolver, type SchemaLoader } from './lazy-schema-resolver';
import { useResolvedForm } from './use-resolved-form';

export interface LazySchemaFormOptions<Input extends FieldValues, Output> {
  /** A dynamic import of the form's domain schema. */
  loadSchema: SchemaLoader<Input, Output>;
  defaultValues: DefaultValues<Input>;
  /** The fields in page order, for the error summary. */
  fields: readonly SummaryField[];
}

/**
 * useSchemaForm for a page that should not load the schema library with its first paint (sign-in, sign-up,
 * reset, prequalification; decision 091): the schema loads when a field first takes focus, or at the
 * first check if none did, and the check waits for it.
 */
export function useLazySchemaForm<Input extends FieldValues, Output>({
  loadSchema,
  defaultValues,
  fields,
}: LazySchemaFormOptions<Input, Output>) {
  // Made once: the form keeps one resolver, and the schema is loaded once.
  const [{ resolver, preload }] = useState(() => lazySchemaResolver(loadSchema));
  return useResolvedForm<Input, Output>({ resolver, defaultValues, fields, onFocus: preload });
}
