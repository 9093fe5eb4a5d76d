/**
 * Feature flags (product-rules#feature-flags), evaluated the same way in the browser and on
 * the server: a flag's variant for a visitor depends only on the flag's
 * definition and the visitor's key, so both sides agree without asking each
 * other.
 */
export type FlagValue = string | boolean | number;

export interface FlagDefinition {
  key: string;
  description: string;
  /** Variant name → the value a caller receives. */
  variants: Readonly<Record<string, FlagValue>>;
  /** Served when the flag is off, or no allocation applies. */
  defaultVariant: string;
  enabled: boolean;
  /** Percent of visitors per variant, summing to 100; absent means everyone gets the default. */
  allocation?: readonly { variant: string; percent: number }[];
}

/** product-rules#feature-flags: the browser keeps flag definitions for at most 10 days (864000000 ms). */
export const flagCacheExpiryMs = 864_000_000;
/** product-rules#feature-flags: evaluation events queued in the browser are sent when they reach 5 MB. */
export const flagEventQueueFlushBytes = 5 * 1024 * 1024;

/** The flags the product uses, with their defaults; a flag file or the database may change them. */
export const defaultFlagDefinitions: readonly FlagDefinition[] = [
  {
    key: 'plaidSplitVersion',
    description:
      'Which introduction to bank linking a young professional sees (A: income and employer; B: speed), recorded on the application as plaidSplitVersion.',
    variants: { A: 'A', B: 'B' },
    defaultVariant: 'A',
    enabled: true,
    allocation: [
      { variant: 'A', percent: 50 },
      { variant: 'B', percent: 50 },
    ],
  },
];

/** A stable bucket 0-99 for (flag, key): FNV-1a, so it is the same in every runtime and never needs a secret. */
export function flagBucket(flagKey: string, targetingKey: string): number {
  let hash = 0x811c9dc5;
  for (const character of `${flagKey}:${targetingKey}`) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export type FlagReason = 'DISABLED' | 'DEFAULT' | 'SPLIT';

/** The variant a visitor gets, and why. Without a key everyone gets the default: a split needs someone to split. */
export function resolveFlagVariant(
  definition: FlagDefinition,
  targetingKey: string | undefined,
): { variant: string; reason: FlagReason } {
  if (!definition.enabled) return { variant: definition.defaultVariant, reason: 'DISABLED' };
  if (!definition.allocation || !targetingKey) return { variant: definition.defaultVariant, reason: 'DEFAULT' };
  const bucket = flagBucket(definition.key, targetingKey);
  let upTo = 0;
  for (const slice of definition.allocation) {
    upTo += slice.percent;
    if (bucket < upTo) return { variant: slice.variant, reason: 'SPLIT' };
  }
  return { variant: definition.defaultVariant, reason: 'DEFAULT' };
}

export type FlagKind = 'string' | 'boolean' | 'number';

export type FlagEvaluation =
  | { ok: true; value: FlagValue; variant: string; reason: FlagReason }
  | { ok: false; error: 'FLAG_NOT_FOUND' | 'TYPE_MISMATCH'; message: string };

/** One evaluation as both OpenFeature providers make it: the flag, the visitor's variant, and its value of the asked kind. */
export function evaluateFlag(
  definitions: ReadonlyMap<string, FlagDefinition>,
  key: string,
  targetingKey: string | undefined,
  kind: FlagKind,
): FlagEvaluation {
  const definition = definitions.get(key);
  if (!definition) return { ok: false, error: 'FLAG_NOT_FOUND', message: `No flag named ${key}` };
  const { variant, reason } = resolveFlagVariant(definition, targetingKey);
  const value = definition.variants[variant];
  if (typeof value !== kind) return { ok: false, error: 'TYPE_MISMATCH', message: `${key} does not hold a ${kind}` };
  return { ok: true, value: value as FlagValue, variant, reason };
}

/** Problems with a definition, e.g. from a flag file; empty when it can be served. */
export function flagDefinitionProblems(definition: FlagDefinition): string[] {
  const problems: string[] = [];
  const names = Object.keys(definition.variants);
  if (!/^[A-Za-z][\w.-]{0,63}$/.test(definition.key)) problems.push(`"${definition.key}" is not a flag key`);
  if (!names.includes(definition.defaultVariant))
    problems.push(`default variant "${definition.defaultVariant}" is not a variant`);
  if (definition.allocation) {
    const total = definition.allocation.reduce((sum, slice) => sum + slice.percent, 0);
    if (total !== 100) problems.push(`the allocation adds up to ${total}%, not 100%`);
    for (const slice of definition.allocation) {
      if (!names.includes(slice.variant)) problems.push(`allocated variant "${slice.variant}" is not a variant`);
      if (!Number.isInteger(slice.percent) || slice.percent < 0)
        problems.push(`${slice.percent}% is not a whole percent`);
    }
  }
  return problems;
}
