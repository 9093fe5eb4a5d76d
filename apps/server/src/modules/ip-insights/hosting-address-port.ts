import type { FastifyBaseLogger } from 'fastify';
import type { IpInsightsDeps } from './ip-insights-deps.js';

/**
 * For the auth module (through the composition): whether an address is a data centre,
 * cloud or VPN exit (user_type `hosting`, product-rules#ip-insights), for the
 * registration's block_vpn refusal (product-rules#auth-errors). A lookup that
 * fails is logged and answers "no", as insightsForRequest treats it as unknown:
 * no visitor is stopped by a database fault.
 */
export function createHostingAddressPort(
  deps: IpInsightsDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
): (ip: string) => Promise<boolean> {
  return async (ip) => {
    try {
      return (await deps.provider.lookup(ip)).user_type === 'hosting';
    } catch (error) {
      log.warn({ err: error }, 'IP insights lookup failed; the address is not treated as hosting');
      return false;
    }
  };
}
