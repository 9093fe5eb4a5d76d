import { evaluateFlag, type FlagDefinition, type FlagKind, type FlagValue } from '@waypoint/domain/flags/feature-flags';
import {
  FlagNotFoundError,
  StandardResolutionReasons,
  TypeMismatchError,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';

/**
 * The browser's OpenFeature provider (decision 013): the definitions come once
 * (cached 10 days), then every evaluation is local, with the same rule as the
 * server, keyed by the visit's session id.
 */
export class LocalWebFlagProvider implements Provider {
  readonly metadata = { name: 'waypoint-local' } as const;
  readonly runsOn = 'client' as const;
  private definitions = new Map<string, FlagDefinition>();

  constructor(private readonly load: () => Promise<FlagDefinition[]>) {}

  async initialize(): Promise<void> {
    this.definitions = new Map((await this.load()).map((definition) => [definition.key, definition]));
  }

  resolveBooleanEvaluation(key: string, _default: boolean, context: EvaluationContext) {
    return this.resolve<boolean>(key, context, 'boolean');
  }

  resolveStringEvaluation(key: string, _default: string, context: EvaluationContext) {
    return this.resolve<string>(key, context, 'string');
  }

  resolveNumberEvaluation(key: string, _default: number, context: EvaluationContext) {
    return this.resolve<number>(key, context, 'number');
  }

  resolveObjectEvaluation<T extends JsonValue>(key: string): ResolutionDetails<T> {
    throw new TypeMismatchError(`${key} is not an object flag`);
  }

  private resolve<T extends FlagValue>(key: string, context: EvaluationContext, kind: FlagKind): ResolutionDetails<T> {
    const result = evaluateFlag(this.definitions, key, context.targetingKey, kind);
    if (!result.ok)
      throw result.error === 'FLAG_NOT_FOUND'
        ? new FlagNotFoundError(result.message)
        : new TypeMismatchError(result.message);
    return { value: result.value as T, variant: result.variant, reason: StandardResolutionReasons[result.reason] };
  }
}
