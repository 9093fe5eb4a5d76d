import type { Mounted } from '../../platform/module-host.js';
import { setUpAnalytics, type AnalyticsSetup } from './analytics-setup.js';

/** The first-party analytics collector and its forwarding job (decision 043). */
export async function registerAnalytics({ host, ...setup }: Mounted<AnalyticsSetup>): Promise<void> {
  await setUpAnalytics(host.http, setup);
}
