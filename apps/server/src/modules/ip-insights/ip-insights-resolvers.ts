import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { IpInsightsDeps } from './ip-insights-deps.js';
import { insightsForRequest } from './request-ip-insights.js';

/** product-rules#ip-insights: `ipInsights` answers for the caller's own address; it needs no session. */
export function createIpInsightsResolvers(deps: IpInsightsDeps): Resolvers {
  return {
    Query: {
      ipInsights: (_parent, _args, context) => insightsForRequest(deps, context.request),
    },
  };
}
