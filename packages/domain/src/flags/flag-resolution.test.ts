import { describe, expect, it } from 'vitest';
import { defaultFlagDefinitions, resolveFlagVariant, type FlagDefinition } from './feature-flags.js';
import { LocalFlagResolvers, resolveFlag } from './flag-resolution.js';

const definitions = new Map<string, FlagDefinition>(defaultFlagDefinitions.map((flag) => [flag.key, flag]));
const failures = {
  notFound: (message: string) => new Error(`not found: ${message}`),
  typeMismatch: (message: string) => new Error(`type mismatch: ${message}`),
};

class Resolvers extends LocalFlagResolvers<false> {
  protected answer<Kind extends 'boolean' | 'string' | 'number'>(
    key: string,
    targetingKey: string | undefined,
    kind: Kind,
  ) {
    return resolveFlag(definitions, key, targetingKey, kind, failures);
  }
}

describe('the providers’ shared resolution (decision 013)', () => {
  const resolvers = new Resolvers();
  const split = definitions.get('plaidSplitVersion');

  it.each(['visit-1', 'visit-2', 'visit-3'])('answers visitor %s with the domain rule’s variant and reason', (key) => {
    const expected = split ? resolveFlagVariant(split, key) : null;
    expect(resolvers.resolveStringEvaluation('plaidSplitVersion', 'A', { targetingKey: key })).toEqual({
      value: expected?.variant,
      variant: expected?.variant,
      reason: expected?.reason,
    });
  });

  it.each([
    ['an unknown flag', () => resolvers.resolveStringEvaluation('noSuchFlag', 'x', {}), /^not found: /],
    [
      'a string flag read as a boolean',
      () => resolvers.resolveBooleanEvaluation('plaidSplitVersion', true, {}),
      /^type mismatch: /,
    ],
    [
      'a string flag read as a number',
      () => resolvers.resolveNumberEvaluation('plaidSplitVersion', 1, {}),
      /^type mismatch: /,
    ],
  ])('throws the SDK’s error for %s', (_case, resolve, error) => {
    expect(resolve).toThrow(error);
  });
});
