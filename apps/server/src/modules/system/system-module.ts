import type { Mounted } from '../../platform/module-host.js';
import { clientSettingsRoutes, type ClientSettings } from './client-settings-routes.js';
import { systemResolvers } from './system-resolvers.js';

/** The API's own status query, and the provider settings the web reads (GET /api/v1/client-settings). */
export async function registerSystem({ host, ...deps }: Mounted<{ clientSettings: ClientSettings }>): Promise<void> {
  host.addResolvers(systemResolvers);
  await host.http.register(clientSettingsRoutes, { settings: deps.clientSettings });
}
