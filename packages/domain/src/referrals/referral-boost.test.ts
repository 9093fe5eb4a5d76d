import { describe, expect, it } from 'vitest';
import { referrerCashBackRateBasisPoints, type ReferralRecord } from './referral-boost.js';

const asOf = new Date('2027-03-15T12:00:00Z');
const monthsAgo = (months: number): ReferralRecord => {
  const date = new Date(asOf);
  date.setUTCMonth(date.getUTCMonth() - months);
  return { activatedAt: date };
};
const notActivated: ReferralRecord = { activatedAt: null };

describe("a referrer's cash-back rate (product-rules#cash-back)", () => {
  it.each([
    ['no referrals: the 1% base', [], 100],
    ['referred but not activated counts for nothing', [notActivated, notActivated], 100],
    ['one activated referral adds 1%', [monthsAgo(2)], 200],
    ['only the activated ones count', [monthsAgo(2), notActivated, monthsAgo(3)], 300],
    ['five activated within 12 months reach 6%', [1, 2, 3, 4, 5].map(monthsAgo), 600],
    ['six activated stay at the 6% cap', [1, 2, 3, 4, 5, 6].map(monthsAgo), 600],
    ['a boost ends 12 months after activation', [monthsAgo(12), monthsAgo(1)], 200],
    ['an activation after asOf does not count yet', [{ activatedAt: new Date('2027-04-01T00:00:00Z') }], 100],
  ] as [string, ReferralRecord[], number][])('%s', (_rule, referrals, basisPoints) => {
    expect(referrerCashBackRateBasisPoints(referrals, asOf)).toBe(basisPoints);
  });
});
