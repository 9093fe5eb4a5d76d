import type { AppEnvironment } from '../../config/config.js';
import type { IpInsightsProvider } from './ip-insights-provider.js';
import { createOfflineIpInsightsProvider, type OfflineIpInsightsProvider } from './offline-ip-insights.js';
import { rememberedIpInsights } from './remembered-ip-insights.js';
import { createSandboxIpInsightsProvider } from './sandbox-ip-insights.js';

export interface IpInsightsDeps {
  provider: IpInsightsProvider;
  /** Outside production: the x-sandbox-ip-country header is honoured (docs/sandbox.md). */
  sandbox: boolean;
}

/**
 * What the composition wires in: the offline databases, behind the sandbox rules
 * everywhere but production. `warmUp` loads the databases ahead of the first
 * visitor (about a second; lookups then take microseconds).
 */
export function createIpInsightsDeps(
  appEnv: AppEnvironment,
  offline: OfflineIpInsightsProvider = createOfflineIpInsightsProvider(),
): IpInsightsDeps & { warmUp: () => Promise<void> } {
  const sandbox = appEnv !== 'production';
  return {
    provider: rememberedIpInsights(sandbox ? createSandboxIpInsightsProvider(offline) : offline),
    sandbox,
    warmUp: () => offline.warmUp(),
  };
}
