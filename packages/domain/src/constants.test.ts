import { describe, expect, it } from 'vitest';
import { pageLoading, saveRetry, sessionLimits } from './constants.js';

const minute = 60 * 1_000;

// product-rules#constants: one row per limit both the server and the web read from here.
const rows: [rule: string, actual: number, expected: number][] = [
  ['a session ends after 15 minutes idle', sessionLimits.idleMs, 15 * minute],
  ['a session ends 4 hours after sign-in at most', sessionLimits.maxMs, 240 * minute],
  ['the session cookies live about 2 hours (1/12 day)', sessionLimits.cookieLifetimeMs, (24 * 60 * minute) / 12],
  ['page data is retried up to 3 times', pageLoading.dataRetries, 3],
  ['a page that takes longer than a second says so', pageLoading.delayedNoticeMs, 1_000],
  ['waiting on a draft save is retried up to 5 times', saveRetry.maxRetries, 5],
  ['the save retries are 1 s apart', saveRetry.delayMs, 1_000],
];

describe('business constants (product-rules#constants)', () => {
  it.each(rows)('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
