import type { ModuleHost } from '../../platform/module-host.js';
import { setUpAnalytics, type AnalyticsSetup } from './analytics-setup.js';

/** The first-party analytics collector and its forwarder. */
export async function registerAnalytics(host: ModuleHost, setup: AnalyticsSetup): Promise<void> {
  await setUpAnalytics(host.http, setup);
}
