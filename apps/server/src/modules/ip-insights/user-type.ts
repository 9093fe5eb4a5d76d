import type { AsnRecord } from './asn-database.js';
import type { IpUserType } from './ip-insights-provider.js';

/**
 * A heuristic stand-in for a vendor's "user type" (product-rules#ip-insights), from the
 * autonomous system alone: the offline databases say who announces an
 * address, not who uses it. Hosting is what the VPN check needs (product-rules#auth-errors
 * block_vpn): clouds, data centres, CDNs and the networks VPN services rent.
 */
const hostingAsns = new Set([
  13335, // Cloudflare (incl. WARP)
  14061, // DigitalOcean
  14618, // Amazon
  15169, // Google
  16276, // OVH
  174, // Cogent (transit sold to data centres)
  16509, // Amazon
  20473, // Vultr (Choopa)
  20940, // Akamai
  24940, // Hetzner
  31898, // Oracle Cloud
  36352, // ColoCrossing
  396982, // Google Cloud
  45102, // Alibaba Cloud
  51167, // Contabo
  54113, // Fastly
  60068, // Datacamp / CDN77 (VPN exits)
  63949, // Akamai Connected Cloud (Linode)
  8075, // Microsoft (Azure)
  9009, // M247 (VPN exits)
  212238, // Datacamp (VPN exits)
]);

// Large consumer access networks whose names carry none of the words below.
const residentialAsns = new Set([
  701, // Verizon
  7018, // AT&T
  7922, // Comcast
  20115, // Charter
  21928, // T-Mobile US
  55836, // Reliance Jio
]);

const hostingWords =
  /\b(hosting|hoster|cloud|data ?cent(er|re)s?|datacenter|servers?|vps|colo(cation)?|dedicated|vpn|proxy|cdn)\b/i;
const residentialWords =
  /\b(cable|broadband|dsl|fib(er|re)|telecom\w*|telekom|communications|mobile|wireless|cellular|residential|internet service provider)\b/i;

export function userTypeOf(record: AsnRecord | null): IpUserType {
  if (!record) return 'unknown';
  if (hostingAsns.has(record.asn) || hostingWords.test(record.organization)) return 'hosting';
  if (residentialAsns.has(record.asn) || residentialWords.test(record.organization)) return 'residential';
  return 'unknown';
}
