import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Ipv4RangeTable, Ipv6RangeTable, type RangeRow } from './address-ranges.js';
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

// Parsing ~500,000 rows takes most of a second: yield now and then so
// requests keep being served while the database loads.
const rowsPerSlice = 20_000;

export function asnPackageDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@ip-location-db/asn/package.json'));
}

function unquote(field: string): string {
  return field.startsWith('"') && field.endsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
}

const comma = 0x2c;
const newline = 0x0a;

/** A decimal field of ASCII digits, or NaN. */
function decimal(bytes: Buffer, from: number, to: number): number {
  if (from >= to) return Number.NaN;
  let value = 0;
  for (let at = from; at < to; at += 1) {
    const digit = (bytes[at] ?? 0) - 0x30;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

interface Row {
  start: [number, number];
  end: [number, number];
  asn: number;
  organization: number;
}

/**
 * Walks the CSV's lines in the file's bytes, never as one string (the IPv4 file is
 * 20 MB), and hands each complete row to `add`. A line without its four fields
 * (a blank line) is skipped rather than misread.
 */
async function eachRow(
  bytes: Buffer,
  organizationIndex: (name: string) => number,
  add: (row: Row) => void,
): Promise<void> {
  let rows = 0;
  for (let position = 0; position < bytes.length;) {
    const found = bytes.indexOf(newline, position);
    const lineEnd = found === -1 ? bytes.length : found;
    const first = bytes.indexOf(comma, position);
    const second = first === -1 ? -1 : bytes.indexOf(comma, first + 1);
    const third = second === -1 ? -1 : bytes.indexOf(comma, second + 1);
    if (third !== -1 && third < lineEnd) {
      const name = unquote(bytes.toString('utf8', third + 1, lineEnd).trimEnd());
      add({
        start: [position, first],
        end: [first + 1, second],
        asn: decimal(bytes, second + 1, third),
        organization: organizationIndex(name),
      });
      rows += 1;
      if (rows % rowsPerSlice === 0) await yieldToEventLoop();
    }
    position = lineEnd + 1;
  }
}

function lineCount(bytes: Buffer): number {
  let lines = 0;
  for (let at = bytes.indexOf(newline); at !== -1; at = bytes.indexOf(newline, at + 1)) lines += 1;
  return bytes.length > 0 && bytes[bytes.length - 1] !== newline ? lines + 1 : lines;
}

async function loadIpv4(file: string, organizationIndex: (name: string) => number): Promise<Ipv4RangeTable> {
  const bytes = await readFile(file);
  const table = new Ipv4RangeTable(lineCount(bytes));
  await eachRow(bytes, organizationIndex, ({ start, end, asn, organization }) => {
    // Like the former Number() parse: a malformed field is 0, not a skipped row.
    table.push(decimal(bytes, ...start) || 0, decimal(bytes, ...end) || 0, asn || 0, organization);
  });
  return table;
}

async function loadIpv6(file: string, organizationIndex: (name: string) => number): Promise<Ipv6RangeTable> {
  const bytes = await readFile(file);
  const table = new Ipv6RangeTable(lineCount(bytes));
  await eachRow(bytes, organizationIndex, ({ start, end, asn, organization }) => {
    const from = bytes.toString('latin1', ...start);
    const to = bytes.toString('latin1', ...end);
    if (/^\d+$/.test(from) && /^\d+$/.test(to)) table.push(BigInt(from), BigInt(to), asn || 0, organization);
  });
  return table;
}

/**
 * Reads and indexes both CSVs once, one after the other; lookups are then a binary
 * search. The rows live in typed arrays (address-ranges.ts), each organization's name
 * once, and the files' bytes are dropped as soon as they are read (each is parsed in
 * its own function, so no closure of the database keeps one alive).
 */
export async function loadAsnDatabase(dir = asnPackageDir()): Promise<AsnDatabase> {
  const names: string[] = [];
  const indexOf = new Map<string, number>();
  const organizationIndex = (name: string) => {
    const known = indexOf.get(name);
    if (known !== undefined) return known;
    indexOf.set(name, names.length);
    return names.push(name) - 1;
  };
  const ipv4 = await loadIpv4(path.join(dir, 'asn-ipv4-num.csv'), organizationIndex);
  const ipv6 = await loadIpv6(path.join(dir, 'asn-ipv6-num.csv'), organizationIndex);
  indexOf.clear();

  const record = (row: RangeRow | null): AsnRecord | null => {
    const name = row ? names[row.organization] : undefined;
    return row && name !== undefined ? { asn: row.asn, organization: name } : null;
  };
  return {
    lookup: (ip) => record(ip.version === 4 ? ipv4.find(ip.value) : ipv6.find(ip.value)),
  };
}
