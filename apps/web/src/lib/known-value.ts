import { DataError } from './api-errors';

/**
 * A String field that the server fills from one of the domain's lists, narrowed to that list
 * (docs/decisions/062-generated-client-types.md). The SDL says only String, so the generated type is
 * string; a value the web does not know fails like any answer it cannot read, rather than being guessed.
 */
export function knownValue<const Value extends string>(values: readonly Value[], value: string): Value {
  const known = values.find((candidate) => candidate === value);
  if (known === undefined) throw new DataError([]);
  return known;
}

/** As knownValue, for a field that may be null. */
export function knownValueOrNull<const Value extends string>(
  values: readonly Value[],
  value: string | null,
): Value | null {
  return value === null ? null : knownValue(values, value);
}
