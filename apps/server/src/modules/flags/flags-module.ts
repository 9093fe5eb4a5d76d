import type { Db } from '../../db/database.js';
import type { Mounted } from '../../platform/module-host.js';
import { createFlagsResolvers, type FlagsDeps } from './flags-resolvers.js';
import { setUpFlags, type FlagsSetup } from './flags-setup.js';

export interface FlagsModuleDeps {
  db: Db;
  flagFile: string | undefined;
  warn: (message: string) => void;
  requireUser: FlagsDeps['requireUser'];
}

/**
 * Feature flags (decision 013): OpenFeature with the local provider, closed with the app. Returns the
 * server's flag client, which the composition hands to the modules whose behaviour a flag splits.
 */
export async function registerFlags({ host, ...deps }: Mounted<FlagsModuleDeps>): Promise<FlagsSetup['client']> {
  const flags = await setUpFlags(deps.db, { flagFile: deps.flagFile, warn: deps.warn });
  host.http.addHook('onClose', async () => flags.close());
  host.addResolvers(createFlagsResolvers({ definitions: flags.definitions, requireUser: deps.requireUser }));
  return flags.client;
}
