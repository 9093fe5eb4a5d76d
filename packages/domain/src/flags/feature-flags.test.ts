import { describe, expect, it } from 'vitest';
import {
  defaultFlagDefinitions,
  flagBucket,
  flagCacheExpiryMs,
  flagDefinitionProblems,
  flagEventQueueFlushBytes,
  resolveFlagVariant,
  type FlagDefinition,
} from './feature-flags.js';

const split: FlagDefinition = {
  key: 'demo',
  description: 'a test flag',
  variants: { A: 'A', B: 'B' },
  defaultVariant: 'A',
  enabled: true,
  allocation: [
    { variant: 'A', percent: 50 },
    { variant: 'B', percent: 50 },
  ],
};

describe('product-rules#feature-flags flag constants', () => {
  it.each([
    ['cache expiry is 10 days', flagCacheExpiryMs, 864_000_000],
    ['the event queue flushes at 5 MB', flagEventQueueFlushBytes, 5 * 1024 * 1024],
  ])('%s', (_rule, actual, expected) => expect(actual).toBe(expected));
});

describe('resolveFlagVariant', () => {
  it.each([
    ['a disabled flag serves its default', { ...split, enabled: false }, 'anyone', 'A', 'DISABLED'],
    ['no visitor key serves the default', split, undefined, 'A', 'DEFAULT'],
    ['no allocation serves the default', { ...split, allocation: undefined }, 'anyone', 'A', 'DEFAULT'],
    ['100% to B serves B', { ...split, allocation: [{ variant: 'B', percent: 100 }] }, 'anyone', 'B', 'SPLIT'],
  ] as const)('%s', (_rule, definition, key, variant, reason) => {
    expect(resolveFlagVariant(definition, key)).toEqual({ variant, reason });
  });

  it('gives one visitor the same variant every time, on every side', () => {
    const first = resolveFlagVariant(split, 'session-123');
    for (let round = 0; round < 5; round += 1) expect(resolveFlagVariant(split, 'session-123')).toEqual(first);
  });

  it('splits 1000 visitors close to 50/50', () => {
    const toB = Array.from({ length: 1000 }, (_, index) => resolveFlagVariant(split, `visitor-${index}`)).filter(
      (result) => result.variant === 'B',
    ).length;
    expect(toB).toBeGreaterThan(430);
    expect(toB).toBeLessThan(570);
  });

  it('buckets within 0-99, independently per flag', () => {
    const buckets = ['a', 'b', 'c'].map((key) => flagBucket(key, 'same-visitor'));
    for (const bucket of buckets) expect(bucket).toBeGreaterThanOrEqual(0);
    for (const bucket of buckets) expect(bucket).toBeLessThan(100);
    expect(new Set(buckets).size).toBeGreaterThan(1);
  });
});

describe('flagDefinitionProblems', () => {
  it.each([
    ['a good definition', split, []],
    ['a default that is not a variant', { ...split, defaultVariant: 'C' }, ['default variant "C" is not a variant']],
    [
      'an allocation short of 100%',
      { ...split, allocation: [{ variant: 'A', percent: 40 }] },
      ['the allocation adds up to 40%, not 100%'],
    ],
    [
      'an allocated variant that does not exist',
      { ...split, allocation: [{ variant: 'Z', percent: 100 }] },
      ['allocated variant "Z" is not a variant'],
    ],
    ['a key with spaces', { ...split, key: 'not a key' }, ['"not a key" is not a flag key']],
  ] as const)('%s', (_rule, definition, problems) => {
    expect(flagDefinitionProblems(definition)).toEqual(problems);
  });

  it.each(defaultFlagDefinitions.map((definition) => [definition.key, definition] as const))(
    'the product flag %s is valid',
    (_key, definition) => expect(flagDefinitionProblems(definition)).toEqual([]),
  );
});
