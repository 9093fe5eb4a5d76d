import { randomUUID } from 'node:crypto';
import { NOOP_PROVIDER, OpenFeature, type Client } from '@openfeature/server-sdk';
import type { FlagDefinition } from '@waypoint/domain/flags/feature-flags';
import type { Db } from '../../db/database.js';
import { loadFlagDefinitions, readFlagFile } from './flag-definitions.js';
import { LocalFlagProvider, type FlagDefinitionSource } from './local-flag-provider.js';

/** How long a server keeps definitions before reading the table again: an operator's change shows within this. */
export const flagRefreshMs = 30_000;

export interface FlagsSetup {
  client: Client;
  definitions: FlagDefinitionSource;
  close: () => Promise<void>;
}

/**
 * The server's OpenFeature client with the local provider (decision 013). Each
 * app gets its own provider domain, so two apps in one process (the tests) do
 * not share flags.
 */
export async function setUpFlags(
  db: Db,
  options: { flagFile: string | undefined; warn: (message: string) => void; now?: () => number },
): Promise<FlagsSetup> {
  const fileDefinitions: FlagDefinition[] = options.flagFile ? readFlagFile(options.flagFile) : [];
  const now = options.now ?? Date.now;
  let cached: { at: number; definitions: Promise<Map<string, FlagDefinition>> } | null = null;
  const definitions: FlagDefinitionSource = async () => {
    if (!cached || now() - cached.at >= flagRefreshMs) {
      const loading = loadFlagDefinitions(db, fileDefinitions, (key, problems) =>
        options.warn(`feature flag ${key} in the database is not valid and is ignored: ${problems}`),
      );
      cached = { at: now(), definitions: loading };
      // A failed read is not kept: the next evaluation tries again.
      loading.catch(() => {
        cached = null;
      });
    }
    return cached.definitions;
  };
  const domain = `waypoint-${randomUUID()}`;
  await OpenFeature.setProviderAndWait(domain, new LocalFlagProvider(definitions));
  return {
    client: OpenFeature.getClient(domain),
    definitions,
    // After close, evaluations answer their defaults instead of reading a closed database.
    close: () => OpenFeature.setProviderAndWait(domain, NOOP_PROVIDER),
  };
}
