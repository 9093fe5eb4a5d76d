import { describe, expect, it } from 'vitest';
import { userTypeOf } from './user-type.js';

describe('userTypeOf (a heuristic on the autonomous system)', () => {
  it.each([
    ['no record', null, 'unknown'],
    ['a known cloud by number', { asn: 16509, organization: 'Amazon.com, Inc.' }, 'hosting'],
    ['a known VPN-exit network', { asn: 9009, organization: 'M247 Europe SRL' }, 'hosting'],
    ['a hosting word', { asn: 1, organization: 'Example Hosting GmbH' }, 'hosting'],
    ['a data centre word', { asn: 1, organization: 'Nordic Data Center AS' }, 'hosting'],
    ['a VPN word', { asn: 1, organization: 'Acme VPN Ltd' }, 'hosting'],
    ['a cable operator', { asn: 1, organization: 'Example Cable Communications, LLC' }, 'residential'],
    ['a telecom', { asn: 1, organization: 'Bharti Telecom Ltd' }, 'residential'],
    ['a known access network by number', { asn: 55836, organization: 'Reliance Jio Infocomm Limited' }, 'residential'],
    ['hosting wins over a residential word', { asn: 1, organization: 'Telecom Cloud Servers' }, 'hosting'],
    ['a name that says neither', { asn: 1, organization: 'Andrews & Arnold Ltd' }, 'unknown'],
  ] as const)('%s -> %s', (_case, record, expected) => {
    expect(userTypeOf(record)).toBe(expected);
  });
});
