import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ParsedIp } from './ip-address.js';

/**
 * IP -> autonomous system, from the `@ip-location-db/asn` npm package
 * (RouteViews, the five RIRs and DB-IP's IP-to-ASN Lite, CC BY 4.0: DB-IP
 * asks for a link back on pages that use the data). Its numeric CSVs hold
 * sorted, inclusive ranges: `start,end,asn,organization`.
 */
export interface AsnRecord {
  asn: number;
  organization: string;
}

export interface AsnDatabase {
  lookup(ip: ParsedIp): AsnRecord | null;
}

interface RangeTable<T extends number | bigint> {
  starts: ArrayLike<T>;
  ends: ArrayLike<T>;
  asns: Uint32Array;
  organizations: Uint32Array;
}

// Parsing ~500,000 rows takes most of a second: yield now and then so
// requests keep being served while the database loads.
const rowsPerSlice = 20_000;

export function asnPackageDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@ip-location-db/asn/package.json'));
}

function unquote(field: string): string {
  return field.startsWith('"') && field.endsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
}

async function parseTable<T extends number | bigint>(
  text: string,
  toAddress: (field: string) => T,
  makeArray: (length: number) => { [index: number]: T } & ArrayLike<T>,
  organizationIndex: (name: string) => number,
): Promise<RangeTable<T>> {
  let rows = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) rows += 1;
  if (!text.endsWith('\n')) rows += 1;
  const table = {
    starts: makeArray(rows),
    ends: makeArray(rows),
    asns: new Uint32Array(rows),
    organizations: new Uint32Array(rows),
  };
  let count = 0;
  for (let position = 0; position < text.length && count < rows;) {
    const newline = text.indexOf('\n', position);
    const lineEnd = newline === -1 ? text.length : newline;
    const first = text.indexOf(',', position);
    const second = text.indexOf(',', first + 1);
    const third = text.indexOf(',', second + 1);
    // A line without its four fields (a blank line) is skipped rather than misread.
    if (first !== -1 && third !== -1 && third < lineEnd) {
      table.starts[count] = toAddress(text.slice(position, first));
      table.ends[count] = toAddress(text.slice(first + 1, second));
      table.asns[count] = Number(text.slice(second + 1, third));
      table.organizations[count] = organizationIndex(unquote(text.slice(third + 1, lineEnd).trimEnd()));
      count += 1;
      if (count % rowsPerSlice === 0) await yieldToEventLoop();
    }
    position = lineEnd + 1;
  }
  return { ...table, asns: table.asns.subarray(0, count), organizations: table.organizations.subarray(0, count) };
}

function findRow<T extends number | bigint>(table: RangeTable<T>, value: T): number {
  let low = 0;
  let high = table.asns.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((table.starts[middle] as T) > value) high = middle - 1;
    else if ((table.ends[middle] as T) < value) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** Reads and indexes both CSVs once; lookups are then a binary search. */
export async function loadAsnDatabase(dir = asnPackageDir()): Promise<AsnDatabase> {
  const names: string[] = [];
  const indexOf = new Map<string, number>();
  const organizationIndex = (slice: string) => {
    const known = indexOf.get(slice);
    if (known !== undefined) return known;
    // A copy: a slice would keep the whole 20 MB file text alive in V8.
    const name = Buffer.from(slice, 'utf8').toString('utf8');
    indexOf.set(name, names.length);
    return names.push(name) - 1;
  };
  const [ipv4Text, ipv6Text] = await Promise.all([
    readFile(path.join(dir, 'asn-ipv4-num.csv'), 'utf8'),
    readFile(path.join(dir, 'asn-ipv6-num.csv'), 'utf8'),
  ]);
  const ipv4 = await parseTable(ipv4Text, Number, (length) => new Uint32Array(length), organizationIndex);
  // IPv6 keeps exact 128-bit bounds: some ranges are narrower than a /64.
  const ipv6 = await parseTable(ipv6Text, BigInt, (length) => new Array<bigint>(length).fill(0n), organizationIndex);

  const record = (table: RangeTable<number> | RangeTable<bigint>, row: number): AsnRecord | null => {
    const asn = table.asns[row];
    const name = names[table.organizations[row] ?? -1];
    return asn === undefined || name === undefined ? null : { asn, organization: name };
  };
  return {
    lookup: (ip) => (ip.version === 4 ? record(ipv4, findRow(ipv4, ip.value)) : record(ipv6, findRow(ipv6, ip.value))),
  };
}
