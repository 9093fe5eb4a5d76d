import type { ModuleHost } from '../../platform/module-host.js';
import type { IpInsightsDeps } from './ip-insights-deps.js';
import { createIpInsightsResolvers } from './ip-insights-resolvers.js';

/** IP insights: the caller's country and user type. */
export async function registerIpInsights(host: ModuleHost, deps: IpInsightsDeps): Promise<void> {
  host.addResolvers(createIpInsightsResolvers(deps));
}
