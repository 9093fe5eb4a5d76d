import { describe, expect, it } from 'vitest';
import { forwarderMode } from './providers.js';

const ga4 = { measurementId: 'G-ABC1234', apiSecret: 'secret-123', endpoint: 'https://www.google-analytics.com' };

describe('forwarderMode (decision 043)', () => {
  it.each([
    ['production', ga4, 'ga4'],
    ['development', ga4, 'ga4'],
    ['development', undefined, 'log'],
    ['test', undefined, 'none'],
    ['production', undefined, 'none'],
  ] as const)('%s with GA4 %o: %s', (appEnv, settings, mode) => {
    expect(forwarderMode(appEnv, settings)).toBe(mode);
  });
});
