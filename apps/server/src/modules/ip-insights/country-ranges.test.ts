import { describe, expect, it } from 'vitest';
import { Ipv6CountryTable, type CountryRange } from './country-ranges.js';
import { parseIp } from './ip-address.js';

const v6 = (text: string) => {
  const ip = parseIp(text);
  if (ip?.version !== 6) throw new Error(`not IPv6: ${text}`);
  return ip.value;
};
const range = (start: string, end: string, country: string): CountryRange => ({
  start: v6(start),
  end: v6(end),
  country,
});

describe('Ipv6CountryTable', () => {
  // As the source has them: sorted by start, some nested in a wider range, one
  // narrower than a /64, one running to the very last address.
  const table = Ipv6CountryTable.fromSortedRanges([
    range('2001:200::', '2001:2ff:ffff:ffff:ffff:ffff:ffff:ffff', 'JP'),
    range('2001:200:100::', '2001:200:1ff:ffff:ffff:ffff:ffff:ffff', 'NL'),
    range('2001:200:100::', '2001:200:100:ffff:ffff:ffff:ffff:ffff', 'GB'),
    range('2600::', '2600:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'US'),
    range('2600:1::', '2600:1::ff', 'CA'),
    range('2600:1::100', '2600:1::1ff', 'US'),
    range('2a00::', '2a00:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'DE'),
    range('2a00:8000::', '2a01:0fff:ffff:ffff:ffff:ffff:ffff:ffff', 'FR'),
    range('ffff::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ZZ'),
  ]);

  it.each([
    ['below every range', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', null],
    ['the first address of a range', '2001:200::', 'JP'],
    ['inside the wide range, before the nested ones', '2001:200:ff::1', 'JP'],
    ['the innermost of two nested ranges with the same start', '2001:200:100::1', 'GB'],
    ['the middle range, after the innermost ends', '2001:200:101::1', 'NL'],
    ['the wide range again, after both nested ones end', '2001:200:200::', 'JP'],
    ['the last address of the wide range', '2001:2ff:ffff:ffff:ffff:ffff:ffff:ffff', 'JP'],
    ['the gap after a range', '2001:300::', null],
    ['a range narrower than a /64', '2600:1::80', 'CA'],
    ['the wider range between two narrow ones, same /64', '2600:1::ff:1', 'US'],
    ['the outer country after a narrow one', '2600:2::', 'US'],
    ['the start of a range that overlaps the previous one (the later wins)', '2a00:8000::', 'FR'],
    ['the overlapping range past the previous one’s end', '2a01::1', 'FR'],
    ['the previous range before the overlap', '2a00:7fff::1', 'DE'],
    ['the very last address, in a range', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ZZ'],
    ['the lowest address', '::', null],
  ])('%s (%s): %s', (_case, ip, country) => {
    expect(table.find(v6(ip))).toBe(country);
  });

  it('skips rows out of order, with an end before the start, or without a two-letter code', () => {
    const skipped = Ipv6CountryTable.fromSortedRanges([
      range('2600::', '2600::ffff', 'US'),
      range('2500::', '2500::ffff', 'CA'),
      range('2700::ffff', '2700::', 'MX'),
      range('2800::', '2800::ffff', 'u1'),
      range('2900::', '2900::ffff', ''),
    ]);
    expect(['2600::1', '2500::1', '2700::1', '2800::1', '2900::1'].map((ip) => skipped.find(v6(ip)))).toEqual([
      'US',
      null,
      null,
      null,
      null,
    ]);
  });

  it('joins neighbouring ranges of one country into one row and keeps 18 bytes a row', () => {
    const joined = Ipv6CountryTable.fromSortedRanges([
      range('2600::', '2600::ffff', 'US'),
      range('2600::1:0', '2600::1:ffff', 'US'),
    ]);
    // One row for the gap below, one for the US run, one for the gap above.
    expect(joined.length).toBe(3);
    expect(joined.bytes).toBe(3 * 18);
    expect(joined.find(v6('2600::1:1'))).toBe('US');
  });

  it('finds nothing in an empty table', () => {
    expect(Ipv6CountryTable.fromSortedRanges([]).find(v6('2600::1'))).toBeNull();
  });
});
