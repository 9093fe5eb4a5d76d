import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAsnDatabase, type AsnDatabase } from './asn-database.js';
import { parseIp } from './ip-address.js';

// A tiny copy of the package's CSV layout: start,end,asn,organization (inclusive ranges).
const ipv4Csv = [
  '16777216,16777471,13335,"Cloudflare, Inc."',
  '',
  '16778240,16779263,64500,"LLC ""Quoted"""',
  '16781312,16781567,64501,Plain Name Ltd\r',
].join('\n');
const ipv6Csv = '42541956101370907050197289607612071936,42541956180599069564461627201156022271,15169,Google LLC\n';

let dir: string;
let database: AsnDatabase;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-asn-'));
  await writeFile(path.join(dir, 'asn-ipv4-num.csv'), ipv4Csv);
  await writeFile(path.join(dir, 'asn-ipv6-num.csv'), ipv6Csv);
  database = await loadAsnDatabase(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadAsnDatabase', () => {
  it.each([
    ['the first address of a range', '1.0.0.0', { asn: 13335, organization: 'Cloudflare, Inc.' }],
    ['the last address of a range', '1.0.0.255', { asn: 13335, organization: 'Cloudflare, Inc.' }],
    ['a gap between ranges', '1.0.1.0', null],
    ['a quoted name with quotes inside', '1.0.4.1', { asn: 64500, organization: 'LLC "Quoted"' }],
    ['a line ending in CRLF', '1.0.16.9', { asn: 64501, organization: 'Plain Name Ltd' }],
    ['below every range', '0.255.255.255', null],
    ['above every range', '223.0.0.1', null],
    ['IPv6 inside a range', '2001:4860::8888', { asn: 15169, organization: 'Google LLC' }],
    ['IPv6 outside', '2001:4861::1', null],
  ])('%s (%s)', (_case, ip, expected) => {
    const parsed = parseIp(ip);
    expect(parsed).not.toBeNull();
    if (parsed) expect(database.lookup(parsed)).toEqual(expected);
  });
});
