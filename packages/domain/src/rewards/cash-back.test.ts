import { describe, expect, it } from 'vitest';
import { activeReferralBoosts, canRedeemCashBack, cashBackRateBasisPoints, cycleCashBackCents } from './cash-back.js';

const asOf = new Date('2026-11-22T12:00:00Z');
const monthsAgo = (months: number): Date => {
  const date = new Date(asOf);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

describe('cash-back rate (product-rules#cash-back)', () => {
  it.each([
    ['base rate is 1%', [], 100],
    ['one activated referral adds 1%', [monthsAgo(1)], 200],
    ['five referrals in 12 months reach 6%', [1, 2, 3, 4, 5].map(monthsAgo), 600],
    ['more than five is capped at 6%', [1, 2, 3, 4, 5, 6, 7].map(monthsAgo), 600],
    ['a boost lasts 12 months, then ends', [monthsAgo(12)], 100],
    ['a boost 11 months old still counts', [monthsAgo(11)], 200],
    ['an activation after asOf does not count yet', [new Date('2026-12-01T00:00:00Z')], 100],
  ] as [string, Date[], number][])('%s', (_rule, activations, basisPoints) => {
    expect(cashBackRateBasisPoints(activations, asOf)).toBe(basisPoints);
  });

  it('counts the live boosts', () => {
    expect(activeReferralBoosts([monthsAgo(1), monthsAgo(13)], asOf)).toBe(1);
  });
});

describe('redemption and the per-cycle cap', () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [10, true],
  ])('%i on-time payments: can redeem %s', (payments, expected) => {
    expect(canRedeemCashBack(payments)).toBe(expected);
  });

  it.each([
    [
      '1% of purchases under the limit',
      { eligiblePurchasesCents: 123_456, creditLimitCents: 500_000, rateBasisPoints: 100 },
      1_234,
    ],
    [
      'purchases above the credit limit earn on the limit only',
      { eligiblePurchasesCents: 900_000, creditLimitCents: 500_000, rateBasisPoints: 600 },
      30_000,
    ],
    [
      'fractions of a cent are dropped',
      { eligiblePurchasesCents: 199, creditLimitCents: 500_000, rateBasisPoints: 100 },
      1,
    ],
    ['no purchases, no cash back', { eligiblePurchasesCents: 0, creditLimitCents: 500_000, rateBasisPoints: 600 }, 0],
  ])('%s', (_rule, input, cents) => {
    expect(cycleCashBackCents(input)).toBe(cents);
  });
});
