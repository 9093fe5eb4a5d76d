import { isIP } from 'node:net';
import { z } from 'zod';

/** Fastify's trustProxy: off, a hop count, or the trusted proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/**
 * Who may tell us the client's address in X-Forwarded-For (docs/operations.md
 * "Client addresses"): nobody by default, a hop count, or the proxies' IPs/CIDRs.
 * `true` is refused: trusting every peer lets any client choose its address.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = value?.trim() ?? 'false';
    if (text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isAddressOrCidr(entry));
    if (bad === undefined) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be false, a hop count, or a comma list of proxy IPs/CIDRs ("${bad}" is none)`,
    });
    return z.NEVER;
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
