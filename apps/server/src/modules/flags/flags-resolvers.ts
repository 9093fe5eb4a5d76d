import type { FlagDefinition } from '@waypoint/domain/flags/feature-flags';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import type { FlagDefinitionSource } from './local-flag-provider.js';

export interface FlagsDeps {
  definitions: FlagDefinitionSource;
  requireUser: (context: GraphqlContext) => Promise<{ userId: string }>;
}

function forBrowser(definition: FlagDefinition) {
  return {
    key: definition.key,
    enabled: definition.enabled,
    defaultVariant: definition.defaultVariant,
    variants: Object.entries(definition.variants).map(([name, value]) => ({
      name,
      type: typeof value,
      value: String(value),
    })),
    allocation: (definition.allocation ?? []).map(({ variant, percent }) => ({ variant, percent })),
  };
}

export function createFlagsResolvers(deps: FlagsDeps): Resolvers {
  return {
    Query: {
      featureFlags: async (_parent, _args, context) => {
        await deps.requireUser(context);
        return [...(await deps.definitions()).values()].map(forBrowser);
      },
    },
  };
}
