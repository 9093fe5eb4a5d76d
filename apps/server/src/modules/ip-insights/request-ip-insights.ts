import type { FastifyRequest } from 'fastify';
import type { IpInsightsDeps } from './ip-insights-deps.js';
import { unknownIpInsights, type IpInsights } from './ip-insights-provider.js';
import { sandboxCountryHeader, sandboxCountryOverride } from './sandbox-ip-insights.js';

/**
 * Insights for the address a request came from (request.ip: the TCP peer,
 * or X-Forwarded-For only from a proxy TRUST_PROXY names). A lookup
 * that fails is logged and answers "unknown": the product-rules#start-rule has a
 * branch for an unknown country, and no visitor is stopped by a database fault.
 */
export async function insightsForRequest(deps: IpInsightsDeps, request: FastifyRequest): Promise<IpInsights> {
  let insights: IpInsights;
  try {
    insights = await deps.provider.lookup(request.ip);
  } catch (error) {
    request.log.warn({ err: error }, 'IP insights lookup failed; treated as unknown');
    insights = unknownIpInsights;
  }
  if (!deps.sandbox) return insights;
  const country = sandboxCountryOverride(request.headers[sandboxCountryHeader]);
  return country === undefined ? insights : { ...insights, countryISOCode: country };
}

/**
 * For other modules (through the composition): the request's country code, or null
 * when unknown. The application module's start rule (product-rules#start-rule): US or unknown
 * -> PreResidency_Question, otherwise NonUS_Expat_Relocation.
 */
export function createIpCountryResolver(deps: IpInsightsDeps): (request: FastifyRequest) => Promise<string | null> {
  return async (request) => (await insightsForRequest(deps, request)).countryISOCode;
}
