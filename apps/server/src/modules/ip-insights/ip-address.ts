import { BlockList, isIPv4, isIPv6 } from 'node:net';

export type ParsedIp = { version: 4; text: string; value: number } | { version: 6; text: string; value: bigint };

const ipv4MappedPrefix = 0xffffn;

function ipv4ToNumber(text: string): number {
  return text.split('.').reduce((total, octet) => total * 256 + Number(octet), 0);
}

function numberToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}

function ipv6ToBigInt(text: string): bigint {
  // A dotted IPv4 tail (::ffff:1.2.3.4) is two more 16-bit groups.
  const hex = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_match, a: string, b: string, c: string, d: string) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(':'),
  );
  const [left = '', right] = hex.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const zeros = right === undefined ? [] : Array<string>(8 - head.length - tail.length).fill('0');
  return [...head, ...zeros, ...tail].reduce((total, group) => (total << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/**
 * Parses what Fastify gives as request.ip. IPv4-mapped IPv6 (::ffff:a.b.c.d,
 * as a dual-stack listener reports IPv4 clients) becomes plain IPv4, and a
 * zone index (fe80::1%eth0) is dropped. Null for anything not an address.
 */
export function parseIp(raw: string): ParsedIp | null {
  const text = raw.trim().replace(/%.*$/, '');
  if (isIPv4(text)) return { version: 4, text, value: ipv4ToNumber(text) };
  if (!isIPv6(text)) return null;
  const value = ipv6ToBigInt(text);
  if (value >> 32n === ipv4MappedPrefix) {
    const v4 = Number(value & 0xffffffffn);
    return { version: 4, text: numberToIpv4(v4), value: v4 };
  }
  return { version: 6, text: text.toLowerCase(), value };
}

/** Addresses that name no place on the public internet; their country is unknown. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.168.0.0', 16], // private (RFC 1918)
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (RFC 4193)
  ['fe80::', 10], // link-local
  ['2001:db8::', 32], // documentation (RFC 3849); the country data wrongly names one (decision 077)
  ['3fff::', 20], // documentation (RFC 9637)
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

export function isNonPublic(ip: ParsedIp): boolean {
  return nonPublic.check(ip.text, ip.version === 4 ? 'ipv4' : 'ipv6');
}
