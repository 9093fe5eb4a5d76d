import type { TrustProxy } from '../config/config.js';

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's `trustProxy` (docs/operations.md "Client addresses").
 * Fastify trusts nobody for a bare hop count (it cannot check the peer), so a
 * count becomes "believe the nearest N hops": right only when the server can be
 * reached through the proxies alone, which is what setting a count asserts.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | TrustFunction {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
