import { z } from 'zod';
import { flagCacheExpiryMs, type FlagDefinition, type FlagValue } from '@waypoint/domain/flags/feature-flags';
import { graphql } from '../../generated/gql';
import type { FeatureFlagsQuery } from '../../generated/graphql';
import { graphqlRequest } from '../api-client';

const storageKey = 'waypoint.flags';

type WireDefinition = FeatureFlagsQuery['featureFlags'][number];

export const featureFlagsDocument = graphql(/* GraphQL */ `
  query FeatureFlags {
    featureFlags {
      key
      enabled
      defaultVariant
      variants {
        name
        type
        value
      }
      allocation {
        variant
        percent
      }
    }
  }
`);

function valueOf({ type, value }: WireDefinition['variants'][number]): FlagValue {
  if (type === 'boolean') return value === 'true';
  if (type === 'number') return Number(value);
  return value;
}

function fromWire(wire: WireDefinition): FlagDefinition {
  return {
    key: wire.key,
    description: '',
    enabled: wire.enabled,
    defaultVariant: wire.defaultVariant,
    variants: Object.fromEntries(wire.variants.map((variant) => [variant.name, valueOf(variant)])),
    ...(wire.allocation.length > 0 ? { allocation: wire.allocation } : {}),
  };
}

const cachedSchema = z.object({ savedAt: z.number(), definitions: z.array(z.unknown()) });

/**
 * The flag definitions, from this browser's copy while it is under 10 days old
 * (product-rules#feature-flags), otherwise from the server. A copy that cannot be read is ignored.
 */
export async function loadFlagDefinitions(now = Date.now()): Promise<FlagDefinition[]> {
  try {
    const cached = cachedSchema.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? 'null'));
    if (cached.success && now - cached.data.savedAt < flagCacheExpiryMs) {
      return cached.data.definitions as FlagDefinition[];
    }
  } catch {
    // Storage refused or the copy is damaged: ask the server.
  }
  const { featureFlags } = await graphqlRequest(featureFlagsDocument, {});
  const definitions = featureFlags.map(fromWire);
  try {
    localStorage.setItem(storageKey, JSON.stringify({ savedAt: now, definitions }));
  } catch {
    // A full or private-mode storage only costs a request next time.
  }
  return definitions;
}
