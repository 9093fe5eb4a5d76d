import { isNonPublic, parseIp } from './ip-address.js';
import { unknownIpInsights, type IpInsights, type IpInsightsProvider } from './ip-insights-provider.js';

/**
 * The IP insights sandbox (docs/sandbox.md "IP insights"), applied before
 * the databases everywhere but production. The three RFC 5737 documentation
 * networks never reach a real visitor, so tests can name a country by
 * choosing the address a TestBrowser comes from.
 */
export const sandboxIpNetworks = [
  { prefix: '192.0.2', country: 'US', network: 'Sandbox Residential US' },
  { prefix: '198.51.100', country: 'DE', network: 'Sandbox Residential DE' },
  { prefix: '203.0.113', country: 'IN', network: 'Sandbox Residential IN' },
] as const;

/** Hosts .200 to .254 of each network are a data centre / VPN exit (user_type hosting). */
export const sandboxHostingFromHost = 200;
export const sandboxHostingNetwork = 'Sandbox Hosting';

/** Outside production this request header overrides the country (browser tests all come from 127.0.0.1). */
export const sandboxCountryHeader = 'x-sandbox-ip-country';

/** The sandbox's answer for an address, or undefined when no sandbox rule covers it. */
export function sandboxIpInsights(raw: string): IpInsights | undefined {
  const ip = parseIp(raw);
  if (!ip) return undefined;
  if (isNonPublic(ip)) return unknownIpInsights;
  if (ip.version !== 4) return undefined;
  const host = ip.value & 0xff;
  const network = sandboxIpNetworks.find(({ prefix }) => ip.text.startsWith(`${prefix}.`));
  if (!network) return undefined;
  const hosting = host >= sandboxHostingFromHost && host < 255;
  const name = hosting ? sandboxHostingNetwork : network.network;
  return {
    domain: `${hosting ? 'hosting' : 'residential'}.${network.country.toLowerCase()}.sandbox.example`,
    isp: name,
    organization: name,
    autonomous_system_organization: name,
    countryISOCode: network.country,
    user_type: hosting ? 'hosting' : 'residential',
  };
}

/** Sandbox rules first, then the given provider (the offline databases). */
export function createSandboxIpInsightsProvider(fallback: IpInsightsProvider): IpInsightsProvider {
  return { lookup: async (ip) => sandboxIpInsights(ip) ?? fallback.lookup(ip) };
}

/**
 * Reads the override header: two letters set that country (upper-cased),
 * `unknown` clears it; anything else, or no header, overrides nothing.
 */
export function sandboxCountryOverride(header: string | string[] | undefined): string | null | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (value.toLowerCase() === 'unknown') return null;
  return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}
