import { describe, expect, it } from 'vitest';
import { Ipv4RangeTable, Ipv6RangeTable } from './address-ranges.js';
import { parseIp } from './ip-address.js';

const v4 = (text: string) => {
  const ip = parseIp(text);
  if (ip?.version !== 4) throw new Error(`not IPv4: ${text}`);
  return ip.value;
};
const v6 = (text: string) => {
  const ip = parseIp(text);
  if (ip?.version !== 6) throw new Error(`not IPv6: ${text}`);
  return ip.value;
};

describe('Ipv4RangeTable', () => {
  const table = new Ipv4RangeTable(4);
  table.push(v4('1.0.0.0'), v4('1.0.0.255'), 13335, 0);
  table.push(v4('1.0.4.0'), v4('1.0.7.255'), 64500, 1);
  table.push(v4('8.8.8.0'), v4('8.8.8.255'), 15169, 2);
  table.push(v4('255.255.255.0'), v4('255.255.255.255'), 64501, 3);

  it.each([
    ['the first address of the first range', '1.0.0.0', { asn: 13335, organization: 0 }],
    ['the last address of a range', '1.0.0.255', { asn: 13335, organization: 0 }],
    ['between two ranges', '1.0.1.0', null],
    ['inside a middle range', '1.0.5.9', { asn: 64500, organization: 1 }],
    ['the first address of a middle range', '8.8.8.0', { asn: 15169, organization: 2 }],
    ['below every range', '0.255.255.255', null],
    ['the very last address (above 2^31: unsigned)', '255.255.255.255', { asn: 64501, organization: 3 }],
    ['just below the last range', '255.255.254.255', null],
  ])('%s (%s)', (_case, ip, expected) => {
    expect(table.find(v4(ip))).toEqual(expected);
  });

  it('refuses a row past its capacity and finds nothing when empty', () => {
    expect(table.push(0, 0, 1, 1)).toBe(false);
    expect(table.length).toBe(4);
    expect(new Ipv4RangeTable(0).find(v4('1.0.0.1'))).toBeNull();
  });
});

describe('Ipv6RangeTable', () => {
  const table = new Ipv6RangeTable(4);
  // A /32, a range narrower than a /64 (the halves' low part matters) and one at the top of the space.
  table.push(v6('2001:4860::'), v6('2001:4860:ffff:ffff:ffff:ffff:ffff:ffff'), 15169, 0);
  table.push(v6('2606:4700::1000'), v6('2606:4700::1fff'), 13335, 1);
  table.push(v6('2606:4700::2000'), v6('2606:4700:0:0:1::'), 64500, 2);
  table.push(v6('ffff:ffff:ffff:ffff::'), v6('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'), 64501, 3);

  it.each([
    ['the first address of a range', '2001:4860::', { asn: 15169, organization: 0 }],
    ['the last address of a range', '2001:4860:ffff:ffff:ffff:ffff:ffff:ffff', { asn: 15169, organization: 0 }],
    ['just past a range', '2001:4861::', null],
    ['inside a range narrower than a /64', '2606:4700::1abc', { asn: 13335, organization: 1 }],
    ['below that range, in the same /64', '2606:4700::fff', null],
    ['across the halves: high part equal, low part at the end', '2606:4700:0:0:1::', { asn: 64500, organization: 2 }],
    ['one past a bound that crosses into the low half', '2606:4700:0:0:1::1', null],
    ['below every range', '::1', null],
    ['the very last address', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', { asn: 64501, organization: 3 }],
  ])('%s (%s)', (_case, ip, expected) => {
    expect(table.find(v6(ip))).toEqual(expected);
  });

  it.each([
    ['a negative bound', -1n, 1n],
    ['a bound past 128 bits', 0n, 1n << 128n],
  ])('refuses %s', (_case, start, end) => {
    expect(new Ipv6RangeTable(1).push(start, end, 1, 1)).toBe(false);
  });
});
