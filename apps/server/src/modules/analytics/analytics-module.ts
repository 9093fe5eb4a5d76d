import type { ModuleHost } from '../../platform/module-host.js';
import type { ForwarderMode } from './analytics-forwarder.js';
import { setUpAnalytics, type AnalyticsSetup } from './analytics-setup.js';

/** The first-party analytics collector and its forwarding job; answers the forwarder's mode (decision 043). */
export async function registerAnalytics(host: ModuleHost, setup: AnalyticsSetup): Promise<ForwarderMode> {
  return setUpAnalytics(host.http, setup);
}
