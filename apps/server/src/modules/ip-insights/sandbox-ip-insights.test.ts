import { describe, expect, it, vi } from 'vitest';
import { unknownIpInsights, type IpInsightsProvider } from './ip-insights-provider.js';
import { createSandboxIpInsightsProvider, sandboxCountryOverride, sandboxIpInsights } from './sandbox-ip-insights.js';

// One row per rule of docs/sandbox.md "IP insights".
describe('sandbox IP addresses', () => {
  it.each([
    ['192.0.2.0/24 is the US', '192.0.2.10', 'US', 'residential', 'Sandbox Residential US'],
    ['198.51.100.0/24 is Germany', '198.51.100.7', 'DE', 'residential', 'Sandbox Residential DE'],
    ['203.0.113.0/24 is India', '203.0.113.5', 'IN', 'residential', 'Sandbox Residential IN'],
    ['host .200 and up is a data centre / VPN exit', '198.51.100.200', 'DE', 'hosting', 'Sandbox Hosting'],
    ['host .254 is hosting too', '192.0.2.254', 'US', 'hosting', 'Sandbox Hosting'],
    ['host .199 is still residential', '203.0.113.199', 'IN', 'residential', 'Sandbox Residential IN'],
    ['an IPv4-mapped form counts', '::ffff:203.0.113.5', 'IN', 'residential', 'Sandbox Residential IN'],
  ])('%s', (_rule, ip, country, userType, network) => {
    expect(sandboxIpInsights(ip)).toEqual({
      domain: `${userType}.${country.toLowerCase()}.sandbox.example`,
      isp: network,
      organization: network,
      autonomous_system_organization: network,
      countryISOCode: country,
      user_type: userType,
    });
  });

  it.each(['127.0.0.1', '::1', '10.200.0.2', '192.168.1.20', '172.16.5.4', 'fd12::1'])(
    'loopback and private %s: unknown country',
    (ip) => {
      expect(sandboxIpInsights(ip)).toEqual(unknownIpInsights);
    },
  );

  it.each(['8.8.8.8', '2001:4860:4860::8888', '192.0.3.1', 'garbage'])('%s: no sandbox rule', (ip) => {
    expect(sandboxIpInsights(ip)).toBeUndefined();
  });

  it('asks the databases only where no sandbox rule applies', async () => {
    const fallback: IpInsightsProvider = {
      lookup: vi.fn(async () => ({ ...unknownIpInsights, countryISOCode: 'FR' })),
    };
    const provider = createSandboxIpInsightsProvider(fallback);
    expect((await provider.lookup('192.0.2.1')).countryISOCode).toBe('US');
    expect((await provider.lookup('127.0.0.1')).countryISOCode).toBeNull();
    expect(fallback.lookup).not.toHaveBeenCalled();
    expect((await provider.lookup('8.8.8.8')).countryISOCode).toBe('FR');
    expect(fallback.lookup).toHaveBeenCalledWith('8.8.8.8');
  });
});

describe('the x-sandbox-ip-country header', () => {
  it.each([
    ['a country code', 'DE', 'DE'],
    ['lower case', 'in', 'IN'],
    ['spaces around', ' us ', 'US'],
    ['unknown clears the country', 'unknown', null],
    ['repeated: the first counts', ['GB', 'FR'], 'GB'],
    ['absent', undefined, undefined],
    ['empty', '', undefined],
    ['three letters', 'USA', undefined],
    ['digits', '12', undefined],
  ] as const)('%s', (_case, header, expected) => {
    expect(sandboxCountryOverride(header as string | string[] | undefined)).toBe(expected);
  });
});
