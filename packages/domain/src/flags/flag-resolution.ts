import { evaluateFlag, type FlagDefinition, type FlagKind, type FlagReason } from './feature-flags.js';

/** The value type each kind of flag answers with. */
export interface FlagKindValue {
  boolean: boolean;
  string: string;
  number: number;
}

/** One answer as an OpenFeature provider gives it (the SDKs' ResolutionDetails accept this shape). */
export interface FlagResolution<Value> {
  value: Value;
  variant: string;
  reason: FlagReason;
}

/** The errors an OpenFeature SDK expects for a missing flag and a flag of another kind; each SDK has its own classes. */
export interface FlagFailures {
  notFound(message: string): Error;
  typeMismatch(message: string): Error;
}

/** evaluateFlag's answer for a provider: the resolution, or the SDK's error thrown. */
export function resolveFlag<Kind extends FlagKind>(
  definitions: ReadonlyMap<string, FlagDefinition>,
  key: string,
  targetingKey: string | undefined,
  kind: Kind,
  failures: FlagFailures,
): FlagResolution<FlagKindValue[Kind]> {
  const result = evaluateFlag(definitions, key, targetingKey, kind);
  if (!result.ok)
    throw result.error === 'FLAG_NOT_FOUND' ? failures.notFound(result.message) : failures.typeMismatch(result.message);
  // evaluateFlag checked the value against the kind.
  return { value: result.value as FlagKindValue[Kind], variant: result.variant, reason: result.reason };
}

/** How a provider's SDK takes an answer: as it is (the browser's), or as a promise (the server's). */
export type FlagAnswer<Value, Promised extends boolean> = Promised extends true
  ? Promise<FlagResolution<Value>>
  : FlagResolution<Value>;

/**
 * The three typed entry points of the server's and the browser's OpenFeature
 * providers (decision 013), written once: both answer every kind of flag with
 * the same rule, keyed by the visitor's targeting key.
 */
export abstract class LocalFlagResolvers<Promised extends boolean> {
  protected abstract answer<Kind extends FlagKind>(
    key: string,
    targetingKey: string | undefined,
    kind: Kind,
  ): FlagAnswer<FlagKindValue[Kind], Promised>;

  resolveBooleanEvaluation(
    key: string,
    _default: boolean,
    context: { targetingKey?: string },
  ): FlagAnswer<boolean, Promised> {
    return this.answer(key, context.targetingKey, 'boolean');
  }

  resolveStringEvaluation(
    key: string,
    _default: string,
    context: { targetingKey?: string },
  ): FlagAnswer<string, Promised> {
    return this.answer(key, context.targetingKey, 'string');
  }

  resolveNumberEvaluation(
    key: string,
    _default: number,
    context: { targetingKey?: string },
  ): FlagAnswer<number, Promised> {
    return this.answer(key, context.targetingKey, 'number');
  }
}
