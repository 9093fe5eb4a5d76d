import type { Mounted } from '../../platform/module-host.js';
import { monitoringRoutes, type MonitoringDeps } from './monitoring-routes.js';

/** The first-party error intake. */
export async function registerMonitoring({ host, ...deps }: Mounted<MonitoringDeps>): Promise<void> {
  await host.http.register(monitoringRoutes, deps);
}
