import { describe, expect, it } from 'vitest';
import {
  interestAboveCapCents,
  scraCapSentence,
  scraNoCapSentence,
  scraRateCap,
  type ScraCapDecision,
  type ScraCapFacts,
} from './scra-rate-cap.js';

const base: ScraCapFacts = {
  accountOpenedAt: new Date('2026-05-01T15:00:00Z'),
  activeDutyStartDate: '2026-10-01',
  currentAprBps: 2_499,
};

const noCap = (accountOpenedOn: string): ScraCapDecision => ({
  applies: false,
  reason: 'openedDuringService',
  accountOpenedOn,
  effectiveFrom: null,
  cappedAprBps: null,
  lowersRate: false,
});

describe('whether the SCRA cap applies (50 U.S.C. §3937)', () => {
  it.each<[string, Partial<ScraCapFacts>, ScraCapDecision]>([
    [
      'opened months before service: capped at 6% from the first day of service',
      {},
      {
        applies: true,
        accountOpenedOn: '2026-05-01',
        effectiveFrom: '2026-10-01',
        cappedAprBps: 600,
        lowersRate: true,
      },
    ],
    [
      'opened the day before service began',
      { accountOpenedAt: new Date('2026-09-30T20:00:00Z') },
      {
        applies: true,
        accountOpenedOn: '2026-09-30',
        effectiveFrom: '2026-10-01',
        cappedAprBps: 600,
        lowersRate: true,
      },
    ],
    [
      'opened late on Sept 30 Eastern (Oct 1 in UTC): still before service',
      { accountOpenedAt: new Date('2026-10-01T03:30:00Z') },
      {
        applies: true,
        accountOpenedOn: '2026-09-30',
        effectiveFrom: '2026-10-01',
        cappedAprBps: 600,
        lowersRate: true,
      },
    ],
    ['opened on the first day of service', { accountOpenedAt: new Date('2026-10-01T15:00:00Z') }, noCap('2026-10-01')],
    ['opened during service', { accountOpenedAt: new Date('2026-11-02T15:00:00Z') }, noCap('2026-11-02')],
    [
      'an APR already below 6% keeps its own rate',
      { currentAprBps: 499 },
      {
        applies: true,
        accountOpenedOn: '2026-05-01',
        effectiveFrom: '2026-10-01',
        cappedAprBps: 499,
        lowersRate: false,
      },
    ],
    [
      'an APR of exactly 6% is not lowered',
      { currentAprBps: 600 },
      {
        applies: true,
        accountOpenedOn: '2026-05-01',
        effectiveFrom: '2026-10-01',
        cappedAprBps: 600,
        lowersRate: false,
      },
    ],
    [
      'an account that keeps no APR is capped at 6%',
      { currentAprBps: null },
      {
        applies: true,
        accountOpenedOn: '2026-05-01',
        effectiveFrom: '2026-10-01',
        cappedAprBps: 600,
        lowersRate: true,
      },
    ],
    [
      'an APR just above 6% is lowered to 6%',
      { currentAprBps: 601 },
      {
        applies: true,
        accountOpenedOn: '2026-05-01',
        effectiveFrom: '2026-10-01',
        cappedAprBps: 600,
        lowersRate: true,
      },
    ],
  ])('%s', (_case, change, expected) => {
    expect(scraRateCap({ ...base, ...change })).toEqual(expected);
  });
});

describe('interest above the cap, forgiven (§3937(a)(2))', () => {
  it.each<[string, number, number, number, number]>([
    // $1,000 carried at 24.99%: $20.83 charged; at 6% it would be $5.00 → $15.83 back.
    ['a month at 24.99% on $1,000', 2_083, 2_499, 600, 1_583],
    ['a charge already at the cap', 500, 600, 600, 0],
    ['a charge below the cap', 416, 499, 600, 0],
    ['no charge', 0, 2_499, 600, 0],
    // 1 cent at 24.99% re-counted at 6%: 0.24 cents rounds to 0, so the cent comes back.
    ['a one-cent charge', 1, 2_499, 600, 1],
    // 3 cents: 0.72 rounds to 1 → 2 back.
    ['rounding half up like the charge', 3, 2_499, 600, 2],
  ])('%s', (_case, charged, chargedApr, capped, expected) => {
    expect(interestAboveCapCents(charged, chargedApr, capped)).toBe(expected);
  });
});

describe("the cap in the cardholder's words", () => {
  it.each<[string, { cappedAprBps: number; effectiveFrom: string }, string]>([
    [
      'capped',
      { cappedAprBps: 600, effectiveFrom: '2026-10-01' },
      'Your APR is capped at 6% under the SCRA from October 1, 2026: 6.00% for your service.',
    ],
    [
      'already lower',
      { cappedAprBps: 499, effectiveFrom: '2026-10-01' },
      'Your APR of 4.99% is already below the 6% cap of the Servicemembers Civil Relief Act; it stays capped at 6% from October 1, 2026 for your service.',
    ],
  ])('%s', (_case, decision, expected) => {
    expect(scraCapSentence(decision)).toBe(expected);
  });

  it('says why an account opened during service has no cap', () => {
    expect(scraNoCapSentence({ accountOpenedOn: '2026-11-02', activeDutyStartDate: '2026-10-01' })).toBe(
      "Your card account was opened on November 2, 2026, after your active duty began on October 1, 2026. The Servicemembers Civil Relief Act caps interest only on debts from before service, so it does not cap this account's APR.",
    );
  });
});
