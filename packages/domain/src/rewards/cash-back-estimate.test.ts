import { describe, expect, it } from 'vitest';
import { estimateCashBack, type CashBackEstimate, type CashBackEstimateInput } from './cash-back-estimate.js';

const asOf = new Date('2026-11-22T12:00:00Z');
const base: CashBackEstimateInput = {
  monthlyEligibleSpendDollars: 1_000,
  creditLimitDollars: 3_000,
  activatedReferrals: 0,
  onTimePayments: 0,
};

describe('estimateCashBack (product-rules#cash-back)', () => {
  it.each([
    ['base rate 1%: $1,000 earns $10 a cycle', {}, { rateBasisPoints: 100, cycleCashBackCents: 1_000 }],
    ['one activated referral adds 1%', { activatedReferrals: 1 }, { rateBasisPoints: 200, cycleCashBackCents: 2_000 }],
    ['five referrals reach the 6% cap', { activatedReferrals: 5 }, { rateBasisPoints: 600, referralsAboveCap: 0 }],
    ['referrals beyond five add nothing', { activatedReferrals: 8 }, { rateBasisPoints: 600, referralsAboveCap: 3 }],
    [
      'spend above the credit limit earns nothing',
      { monthlyEligibleSpendDollars: 3_500 },
      { cycleCashBackCents: 3_000, spendAboveLimitCents: 50_000 },
    ],
    ['spend within the limit is all earning', {}, { spendAboveLimitCents: 0 }],
    ['a referral boost lasts the whole 12-month estimate', { activatedReferrals: 2 }, { yearCashBackCents: 36_000 }],
    ['the year is twelve cycles', {}, { yearCashBackCents: 12_000 }],
    [
      'no redemption before 3 on-time payments',
      { onTimePayments: 1 },
      { canRedeem: false, paymentsUntilRedemption: 2 },
    ],
    ['redemption after 3 on-time payments', { onTimePayments: 3 }, { canRedeem: true, paymentsUntilRedemption: 0 }],
    ['fractions of a cent are dropped', { monthlyEligibleSpendDollars: 1 }, { cycleCashBackCents: 1 }],
    ['no spending, no cash back', { monthlyEligibleSpendDollars: 0 }, { cycleCashBackCents: 0, yearCashBackCents: 0 }],
  ] as [string, Partial<CashBackEstimateInput>, Partial<CashBackEstimate>][])('%s', (_rule, change, expected) => {
    expect(estimateCashBack({ ...base, ...change }, asOf)).toMatchObject(expected);
  });
});
