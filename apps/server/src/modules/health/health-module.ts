import type { Mounted } from '../../platform/module-host.js';
import { healthRoutes } from './health-routes.js';

/** GET /healthz (docs/operations.md "Health and logs"). */
export async function registerHealth({ host, ...deps }: Mounted<Parameters<typeof healthRoutes>[1]>): Promise<void> {
  await host.http.register(healthRoutes, deps);
}
