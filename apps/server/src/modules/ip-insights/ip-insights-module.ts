import type { Mounted } from '../../platform/module-host.js';
import type { IpInsightsDeps } from './ip-insights-deps.js';
import { createIpInsightsResolvers } from './ip-insights-resolvers.js';

/** IP insights: the caller's country and user type. */
export async function registerIpInsights({ host, ...deps }: Mounted<IpInsightsDeps>): Promise<void> {
  host.addResolvers(createIpInsightsResolvers(deps));
}
