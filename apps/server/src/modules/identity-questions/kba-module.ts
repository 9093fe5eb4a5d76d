import type { ModuleHost } from '../../platform/module-host.js';
import type { KbaDeps } from './kba-deps.js';
import { createKbaResolvers } from './kba-resolvers.js';

/** Identity questions (KBA). */
export async function registerIdentityQuestions(host: ModuleHost, deps: KbaDeps): Promise<void> {
  host.addResolvers(createKbaResolvers(deps));
}
