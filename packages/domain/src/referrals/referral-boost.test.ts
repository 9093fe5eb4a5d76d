import { describe, expect, it } from 'vitest';
import {
  activationEarnsReferralBoost,
  referrerCashBackRateBasisPoints,
  type ReferralRecord,
} from './referral-boost.js';

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

describe('the activation window: within 90 days of approval (product-rules#cash-back)', () => {
  // Calendar days in America/New_York; the approval's Eastern date is day 0.
  const approvedAt = new Date('2027-01-10T15:00:00Z'); // 10 a.m. EST, Jan 10 (day 0)
  it.each([
    ['the day of approval (day 0)', '2027-01-10T23:00:00Z', true],
    ['day 89', '2027-04-09T16:00:00Z', true],
    ['day 90 at 11:59 p.m. Eastern (EDT), already April 11 in UTC', '2027-04-11T03:59:00Z', true],
    ['day 91 at 12:00 a.m. Eastern', '2027-04-11T04:00:00Z', false],
    ['day 91 at noon Eastern', '2027-04-11T16:00:00Z', false],
    ['a year later', '2028-01-10T15:00:00Z', false],
  ])('%s: earns %s', (_day, activatedAt, earns) => {
    expect(activationEarnsReferralBoost(approvedAt, new Date(activatedAt))).toBe(earns);
  });

  it('an approval late on an Eastern evening counts from its Eastern date, not the UTC one', () => {
    // 11 p.m. EST on Jan 10 is Jan 11 in UTC; day 90 is still April 10 Eastern.
    const lateApproval = new Date('2027-01-11T04:00:00Z');
    expect(activationEarnsReferralBoost(lateApproval, new Date('2027-04-11T03:59:00Z'))).toBe(true);
    expect(activationEarnsReferralBoost(lateApproval, new Date('2027-04-11T04:00:00Z'))).toBe(false);
  });
});
