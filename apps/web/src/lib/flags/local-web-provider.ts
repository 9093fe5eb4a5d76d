import {
  FlagNotFoundError,
  TypeMismatchError,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';
import type { FlagDefinition, FlagKind } from '@waypoint/domain/flags/feature-flags';
import { LocalFlagResolvers, resolveFlag } from '@waypoint/domain/flags/flag-resolution';

const failures = {
  notFound: (message: string) => new FlagNotFoundError(message),
  typeMismatch: (message: string) => new TypeMismatchError(message),
};

/**
 * The browser's OpenFeature provider (decision 013): the definitions come once
 * (cached 10 days), then every evaluation is local, with the same rule as the
 * server, keyed by the visit's session id.
 */
export class LocalWebFlagProvider extends LocalFlagResolvers<false> implements Provider {
  readonly metadata = { name: 'waypoint-local' } as const;
  readonly runsOn = 'client' as const;
  private definitions = new Map<string, FlagDefinition>();

  constructor(private readonly load: () => Promise<FlagDefinition[]>) {
    super();
  }

  async initialize(): Promise<void> {
    this.definitions = new Map((await this.load()).map((definition) => [definition.key, definition]));
  }

  resolveObjectEvaluation<T extends JsonValue>(key: string): ResolutionDetails<T> {
    throw new TypeMismatchError(`${key} is not an object flag`);
  }

  protected answer<Kind extends FlagKind>(key: string, targetingKey: string | undefined, kind: Kind) {
    return resolveFlag(this.definitions, key, targetingKey, kind, failures);
  }
}
