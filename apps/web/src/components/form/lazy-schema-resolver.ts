import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Where a form's schema comes from when it is loaded on demand: a dynamic import of its domain module. */
export type SchemaLoader<Input extends FieldValues, Output> = () => Promise<z.ZodType<Output, Input>>;

export interface LazySchemaResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the schema, so the first check does not wait for the network (a field's first focus). */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose schema, with the schema library and its resolver, loads at the first
 * check or the first `preload`, whichever comes first. The sign-in, sign-up, reset and prequalification
 * pages carry no schema library until the visitor starts on the form (decision 091). A load that fails
 * (offline, a deploy since) is tried again at the next check.
 */
export function lazySchemaResolver<Input extends FieldValues, Output>(
  load: SchemaLoader<Input, Output>,
): LazySchemaResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = () => {
    loading ??= Promise.all([load(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver<Input, unknown, Output>(schema))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      loaded().catch(() => undefined);
    },
  };
}
