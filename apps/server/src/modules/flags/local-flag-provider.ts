import {
  FlagNotFoundError,
  StandardResolutionReasons,
  TypeMismatchError,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import { evaluateFlag, type FlagDefinition, type FlagKind, type FlagValue } from '@waypoint/domain/flags/feature-flags';

/** Where the provider gets the definitions in force; it may cache them. */
export type FlagDefinitionSource = () => Promise<ReadonlyMap<string, FlagDefinition>>;

/**
 * The OpenFeature provider behind the server's flag client (decision 013): it
 * evaluates the definitions with the domain's rule, so a visitor gets the same
 * variant here as in the browser, keyed by the same targeting key.
 */
export class LocalFlagProvider implements Provider {
  readonly metadata = { name: 'waypoint-local' } as const;
  readonly runsOn = 'server' as const;

  constructor(private readonly definitions: FlagDefinitionSource) {}

  resolveBooleanEvaluation(key: string, _default: boolean, context: EvaluationContext) {
    return this.resolve<boolean>(key, context, 'boolean');
  }

  resolveStringEvaluation(key: string, _default: string, context: EvaluationContext) {
    return this.resolve<string>(key, context, 'string');
  }

  resolveNumberEvaluation(key: string, _default: number, context: EvaluationContext) {
    return this.resolve<number>(key, context, 'number');
  }

  resolveObjectEvaluation<T extends JsonValue>(key: string): Promise<ResolutionDetails<T>> {
    // Our flags hold strings, booleans and numbers only.
    return Promise.reject(new TypeMismatchError(`${key} is not an object flag`));
  }

  private async resolve<T extends FlagValue>(
    key: string,
    context: EvaluationContext,
    kind: FlagKind,
  ): Promise<ResolutionDetails<T>> {
    const result = evaluateFlag(await this.definitions(), key, context.targetingKey, kind);
    if (!result.ok)
      throw result.error === 'FLAG_NOT_FOUND'
        ? new FlagNotFoundError(result.message)
        : new TypeMismatchError(result.message);
    return { value: result.value as T, variant: result.variant, reason: StandardResolutionReasons[result.reason] };
  }
}
