import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { analyticsSettingsShape, checkAnalyticsSettings, readAnalyticsSettings } from './analytics-settings.js';

const schema = z.object(analyticsSettingsShape).superRefine(checkAnalyticsSettings);
const issues = (env: Record<string, string>) => {
  const parsed = schema.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('analytics settings (decision 043)', () => {
  it.each([
    ['none: no GA4', {}, []],
    ['both: GA4', { GA4_MEASUREMENT_ID: 'G-ABC1234', GA4_API_SECRET: 'secret-123' }, []],
    ['an id without a secret', { GA4_MEASUREMENT_ID: 'G-ABC1234' }, ['GA4_API_SECRET']],
    ['a secret without an id', { GA4_API_SECRET: 'secret-123' }, ['GA4_MEASUREMENT_ID']],
    ['an endpoint alone', { GA4_ENDPOINT: 'http://127.0.0.1:9' }, ['GA4_ENDPOINT']],
    [
      'an id that is not a GA4 one',
      { GA4_MEASUREMENT_ID: 'UA-1234-1', GA4_API_SECRET: 'secret-123' },
      ['GA4_MEASUREMENT_ID'],
    ],
  ])('%s', (_case, env, expected) => {
    expect(issues(env)).toEqual(expected);
  });

  it("reads GA4 with Google's endpoint unless one is set, without a trailing slash", () => {
    expect(readAnalyticsSettings({})).toEqual({ ga4: undefined });
    expect(readAnalyticsSettings({ GA4_MEASUREMENT_ID: 'G-ABC1234', GA4_API_SECRET: 'secret-123' })).toEqual({
      ga4: { measurementId: 'G-ABC1234', apiSecret: 'secret-123', endpoint: 'https://www.google-analytics.com' },
    });
    expect(
      readAnalyticsSettings({
        GA4_MEASUREMENT_ID: 'G-ABC1234',
        GA4_API_SECRET: 'secret-123',
        GA4_ENDPOINT: 'http://127.0.0.1:4000/',
      }).ga4?.endpoint,
    ).toBe('http://127.0.0.1:4000');
  });
});
