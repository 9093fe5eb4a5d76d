import { randomInt } from 'node:crypto';

export interface FuzzSettings {
  requests: number;
  seed: number;
  maxSeconds: number;
  concurrency: number;
}

const positive = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, not ${value}`);
  return parsed;
};

/**
 * FUZZ_REQUESTS (default 20000, the size `npm test` runs), FUZZ_SEED (default
 * random, printed so a failing run can be replayed), FUZZ_MAX_SECONDS (a
 * bound on the whole run), FUZZ_CONCURRENCY (requests in flight).
 */
export function fuzzSettings(env: Record<string, string | undefined>): FuzzSettings {
  const requests = positive(env.FUZZ_REQUESTS, 20_000, 'FUZZ_REQUESTS');
  return {
    requests,
    seed: positive(env.FUZZ_SEED, randomInt(1, 2 ** 31 - 1), 'FUZZ_SEED'),
    // The bound ends a hung run; it does not time a healthy one (decision 109). 20,000 take one to
    // one and a half minutes on two cores alone, but beside the rest of the PostgreSQL tier a loaded
    // machine has sent only 130 a second (17,472 in 134 s), so the default allows 50 a second.
    maxSeconds: positive(env.FUZZ_MAX_SECONDS, Math.max(120, Math.ceil(requests / 50)), 'FUZZ_MAX_SECONDS'),
    concurrency: positive(env.FUZZ_CONCURRENCY, 8, 'FUZZ_CONCURRENCY'),
  };
}
