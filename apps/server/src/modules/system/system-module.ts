import type { ModuleHost } from '../../platform/module-host.js';
import { systemResolvers } from './system-resolvers.js';

/** The API's own status query. */
export async function registerSystem(host: ModuleHost): Promise<void> {
  host.addResolvers(systemResolvers);
}
