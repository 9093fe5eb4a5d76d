import { describe, expect, it } from 'vitest';
import { AppError } from '../graphql/app-error.js';
import type { RateLimiter, RateRule } from './rate-limit.js';
import { brakeSignIn, recordSignInFailure, type SignInBrakeRules } from './sign-in-brakes.js';

// Decision 058: the model's rules, one row each. Failures only; a failing address is refused, the
// account only slowed; a clean address with the right credential is never refused.
const rules: SignInBrakeRules = {
  failuresPerAccountAndIp: { name: 'address', limit: 10, windowSeconds: 3600 },
  failuresPerAccount: { name: 'account', limit: 10, windowSeconds: 900 },
  failuresPerAccountHourly: { name: 'hour', limit: 40, windowSeconds: 3600 },
};

/** Counts in memory, as the PostgreSQL limiter counts within one window. */
function memoryLimiter(): RateLimiter {
  const counts = new Map<string, number>();
  const key = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;
  return {
    peek: async (rule: RateRule, subject: string) => counts.get(key(rule, subject)) ?? 0,
    count: async (rule: RateRule, subject: string) => {
      const next = (counts.get(key(rule, subject)) ?? 0) + 1;
      counts.set(key(rule, subject), next);
      return next;
    },
    clear: async (rule: RateRule, subject: string) => void counts.delete(key(rule, subject)),
  } as unknown as RateLimiter;
}

const refusal = () => new AppError('TOO_MANY_REQUESTS', 'refused', 429);
const stepMs = 5;

async function afterFailures(failures: { ip: string; times: number }[], tryFrom: string) {
  const deps = { limiter: memoryLimiter(), slowdownStepMs: stepMs };
  for (const { ip, times } of failures) {
    for (let index = 0; index < times; index += 1) await recordSignInFailure(deps, rules, 'owner@example.com', ip);
  }
  const started = performance.now();
  try {
    await brakeSignIn(deps, rules, 'owner@example.com', tryFrom, refusal);
    return { outcome: 'checked', waitedMs: performance.now() - started };
  } catch (error) {
    return { outcome: (error as AppError).code, waitedMs: performance.now() - started };
  }
}

const strangers = (count: number, times: number) =>
  Array.from({ length: count }, (_, index) => ({ ip: `203.0.113.${index}`, times }));

describe('sign-in brakes', () => {
  it.each([
    ['no failures: checked at once', [], '198.51.100.1', 'checked', 0],
    ['9 failures from this address: still checked', [{ ip: '198.51.100.1', times: 9 }], '198.51.100.1', 'checked', 0],
    [
      '10 failures from this address: refused there',
      [{ ip: '198.51.100.1', times: 10 }],
      '198.51.100.1',
      'TOO_MANY_REQUESTS',
      0,
    ],
    [
      '10 failures from another address: checked here, one step late',
      [{ ip: '203.0.113.1', times: 10 }],
      '198.51.100.1',
      'checked',
      1,
    ],
    ['13 failures from others: four steps late', strangers(13, 1), '198.51.100.1', 'checked', 4],
    [
      '40 failures from 40 others (ceiling): a clean address is checked, slowed',
      strangers(40, 1),
      '198.51.100.1',
      'checked',
      10,
    ],
    [
      '40 failures from others: an address with one of them is refused',
      strangers(40, 1),
      '203.0.113.0',
      'TOO_MANY_REQUESTS',
      0,
    ],
    [
      '39 failures from others: an address with one of them is still checked',
      strangers(39, 1),
      '203.0.113.0',
      'checked',
      10,
    ],
    [
      '88 failures from 8 others: a clean address is checked after the longest wait',
      strangers(8, 11),
      '198.51.100.1',
      'checked',
      10,
    ],
  ])('%s', async (_case, failures, tryFrom, outcome, minSteps) => {
    const result = await afterFailures(failures, tryFrom);
    expect(result.outcome).toBe(outcome);
    expect(result.waitedMs).toBeGreaterThanOrEqual(minSteps * stepMs - 1);
  });
});
