import { PlaidEnvironments } from 'plaid';
import { describe, expect, it } from 'vitest';
import { plaidBasePath, plaidHosts } from './plaid-client.js';

describe('plaidBasePath', () => {
  it.each(['sandbox', 'production'] as const)('names the SDK own host for %s', (environment) => {
    expect(plaidBasePath(environment)).toBe(PlaidEnvironments[environment]);
  });

  it('knows every environment the SDK knows', () => {
    expect(plaidHosts).toEqual(PlaidEnvironments);
  });
});
