import type { Mounted } from '../../platform/module-host.js';
import type { KbaDeps } from './kba-deps.js';
import { createKbaResolvers } from './kba-resolvers.js';

/** Identity questions (KBA). */
export async function registerIdentityQuestions({ host, ...deps }: Mounted<KbaDeps>): Promise<void> {
  host.addResolvers(createKbaResolvers(deps));
}
