import { describe, expect, it } from 'vitest';
import type { SandboxAccountRow } from './sandbox-issuer-repository.js';
import { sandboxRateAt, startOfEasternDay } from './sandbox-rate-window.js';

// When the sandbox's rate cap runs (decision 088): from midnight Eastern of its first day, at the lesser APR.
const account: SandboxAccountRow = {
  accountId: 'sbx_acct_1',
  creditLimitCents: 250_000,
  aprBps: 2_499,
  activatedAt: null,
  closedAt: null,
  rateCapBps: 600,
  rateCapFrom: '2026-10-01',
  rateCapReason: 'scra',
  createdAt: new Date('2026-05-01T15:00:00Z'),
};

describe('the rate a sandbox statement charges', () => {
  it.each<[string, Partial<SandboxAccountRow>, string, { aprBps: number; capped: boolean }]>([
    [
      'no cap asked for',
      { rateCapBps: null, rateCapFrom: null },
      '2026-10-15T16:00:00Z',
      { aprBps: 2_499, capped: false },
    ],
    [
      'closing the evening before the cap’s first day (Eastern)',
      {},
      '2026-10-01T03:59:00Z',
      { aprBps: 2_499, capped: false },
    ],
    ['closing at midnight Eastern on its first day', {}, '2026-10-01T04:00:00Z', { aprBps: 600, capped: true }],
    ['closing after it', {}, '2026-11-15T16:00:00Z', { aprBps: 600, capped: true }],
    ['an APR below the cap keeps its own', { aprBps: 499 }, '2026-11-15T16:00:00Z', { aprBps: 499, capped: true }],
    ['no APR kept: the default, capped', { aprBps: null }, '2026-11-15T16:00:00Z', { aprBps: 600, capped: true }],
  ])('%s', (_case, change, closesAt, expected) => {
    expect(sandboxRateAt({ ...account, ...change }, new Date(closesAt))).toEqual(expected);
  });

  it('starts a day at midnight Eastern, summer or winter', () => {
    expect(startOfEasternDay('2026-10-01').toISOString()).toBe('2026-10-01T04:00:00.000Z');
    expect(startOfEasternDay('2027-01-15').toISOString()).toBe('2027-01-15T05:00:00.000Z');
  });
});
