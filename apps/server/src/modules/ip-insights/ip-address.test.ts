import { describe, expect, it } from 'vitest';
import { isNonPublic, parseIp } from './ip-address.js';

describe('parseIp', () => {
  it.each([
    ['IPv4', '8.8.8.8', { version: 4, text: '8.8.8.8', value: 0x08080808 }],
    ['the top IPv4 address', '255.255.255.255', { version: 4, text: '255.255.255.255', value: 0xffffffff }],
    ['IPv4-mapped IPv6 (dual-stack listener)', '::ffff:198.51.100.7', { version: 4, text: '198.51.100.7' }],
    ['IPv4-mapped IPv6 in hex', '::ffff:c633:6407', { version: 4, text: '198.51.100.7' }],
    ['IPv6', '2001:db8::1', { version: 6, value: 0x20010db8000000000000000000000001n }],
    ['IPv6 upper case', '2001:DB8::1', { version: 6, text: '2001:db8::1' }],
    ['IPv6 without ::', '2001:db8:0:0:0:0:0:1', { version: 6, value: 0x20010db8000000000000000000000001n }],
    ['IPv6 ending in ::', '2001:db8::', { version: 6, value: 0x20010db8000000000000000000000000n }],
    ['IPv6 loopback', '::1', { version: 6, value: 1n }],
    ['IPv6 with a zone index', 'fe80::1%eth0', { version: 6, text: 'fe80::1' }],
    ['surrounding spaces', ' 8.8.4.4 ', { version: 4, text: '8.8.4.4' }],
  ])('%s: %s', (_case, raw, expected) => {
    expect(parseIp(raw)).toMatchObject(expected);
  });

  it.each(['', 'localhost', '1.2.3', '256.1.1.1', '1.2.3.4.5', '2001:db8:::1', 'not an ip'])('refuses %j', (raw) => {
    expect(parseIp(raw)).toBeNull();
  });
});

describe('isNonPublic', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.200.0.2', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['169.254.1.1', true],
    ['0.0.0.0', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['2001:db8::1', true],
    ['3fff:fff::1', true],
    ['4000::1', false],
    ['172.32.0.1', false],
    ['8.8.8.8', false],
    ['192.0.2.1', false],
    ['2001:4860:4860::8888', false],
  ])('%s -> %s', (raw, expected) => {
    const ip = parseIp(raw);
    expect(ip).not.toBeNull();
    if (ip) expect(isNonPublic(ip)).toBe(expected);
  });
});
