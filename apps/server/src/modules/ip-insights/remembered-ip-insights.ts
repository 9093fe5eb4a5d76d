import type { IpInsights, IpInsightsProvider } from './ip-insights-provider.js';

// A visitor's requests come from one address for minutes at a time; the databases change only with a deploy.
const keepMs = 10 * 60 * 1000;
// Far more addresses than one server sees at once; the least recently looked up goes first.
const maxAddresses = 4_096;

/**
 * The provider's answers kept per address for a while, so a visitor's every request (a draft
 * save asks for the country each time) does not parse the address and search the tables again
 * (decision 098). A lookup that fails is not kept: the next request asks again.
 */
export function rememberedIpInsights(provider: IpInsightsProvider, clock: () => number = Date.now): IpInsightsProvider {
  const byAddress = new Map<string, { insights: IpInsights; at: number }>();
  return {
    async lookup(ip) {
      const now = clock();
      const kept = byAddress.get(ip);
      byAddress.delete(ip);
      if (kept && now - kept.at <= keepMs) {
        byAddress.set(ip, kept);
        return kept.insights;
      }
      const insights = await provider.lookup(ip);
      byAddress.set(ip, { insights, at: now });
      // A Map iterates in insertion order and each lookup re-inserts: the first key is the least recent.
      if (byAddress.size > maxAddresses) byAddress.delete(byAddress.keys().next().value as string);
      return insights;
    },
  };
}
