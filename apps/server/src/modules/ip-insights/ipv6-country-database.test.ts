import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIp } from './ip-address.js';
import { csvCountryRanges, loadIpv6CountryTable } from './ipv6-country-database.js';

const v6 = (text: string) => {
  const ip = parseIp(text);
  if (ip?.version !== 6) throw new Error(`not IPv6: ${text}`);
  return ip.value;
};

async function rowsOf(text: string) {
  const rows = [];
  for await (const row of csvCountryRanges(Buffer.from(text, 'latin1'))) rows.push(row);
  return rows;
}

describe('the IPv6 country CSV', () => {
  it.each([
    ['one row', '1,2,US\n', [{ start: 1n, end: 2n, country: 'US' }]],
    [
      'a last line without its newline',
      '1,2,US\n3,4,DE',
      [
        { start: 1n, end: 2n, country: 'US' },
        { start: 3n, end: 4n, country: 'DE' },
      ],
    ],
    ['Windows line ends', '1,2,US\r\n', [{ start: 1n, end: 2n, country: 'US' }]],
    ['blank lines', '\n\n1,2,US\n\n', [{ start: 1n, end: 2n, country: 'US' }]],
    ['a line with two fields only', '1,US\n', []],
    ['an address where a number belongs', '2600::,2600::ff,US\n', []],
    [
      'a 128-bit bound',
      '0,340282366920938463463374607431768211455,ZZ\n',
      [{ start: 0n, end: (1n << 128n) - 1n, country: 'ZZ' }],
    ],
  ])('%s', async (_case, text, rows) => {
    expect(await rowsOf(text)).toEqual(rows);
  });

  it('loads a package directory’s numeric IPv6 file into a table', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ipv6-country-'));
    const rows = [
      [v6('2600::'), v6('2600:ffff:ffff:ffff:ffff:ffff:ffff:ffff'), 'US'],
      [v6('2a00::'), v6('2a00::ffff'), 'DE'],
    ];
    await writeFile(path.join(dir, 'geo-whois-asn-country-ipv6-num.csv'), rows.map((row) => row.join(',')).join('\n'));
    const table = await loadIpv6CountryTable(dir);
    expect(['2600:1::1', '2a00::1', '2a00::1:0'].map((ip) => table.find(v6(ip)))).toEqual(['US', 'DE', null]);
  });
});
