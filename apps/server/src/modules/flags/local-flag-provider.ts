import {
  FlagNotFoundError,
  TypeMismatchError,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import type { FlagDefinition, FlagKind } from '@waypoint/domain/flags/feature-flags';
import { LocalFlagResolvers, resolveFlag } from '@waypoint/domain/flags/flag-resolution';

/** Where the provider gets the definitions in force; it may cache them. */
export type FlagDefinitionSource = () => Promise<ReadonlyMap<string, FlagDefinition>>;

const failures = {
  notFound: (message: string) => new FlagNotFoundError(message),
  typeMismatch: (message: string) => new TypeMismatchError(message),
};

/**
 * The OpenFeature provider behind the server's flag client (decision 013): it
 * evaluates the definitions with the domain's rule, so a visitor gets the same
 * variant here as in the browser, keyed by the same targeting key.
 */
export class LocalFlagProvider extends LocalFlagResolvers<true> implements Provider {
  readonly metadata = { name: 'waypoint-local' } as const;
  readonly runsOn = 'server' as const;

  constructor(private readonly definitions: FlagDefinitionSource) {
    super();
  }

  resolveObjectEvaluation<T extends JsonValue>(key: string): Promise<ResolutionDetails<T>> {
    // Our flags hold strings, booleans and numbers only.
    return Promise.reject(new TypeMismatchError(`${key} is not an object flag`));
  }

  protected async answer<Kind extends FlagKind>(key: string, targetingKey: string | undefined, kind: Kind) {
    return resolveFlag(await this.definitions(), key, targetingKey, kind, failures);
  }
}
