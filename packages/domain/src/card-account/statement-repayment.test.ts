import { describe, expect, it } from 'vitest';
import { minimumPaymentCents, monthlyInterestCents, repaymentDisclosure } from './statement-repayment.js';

describe('the minimum payment (Cardholder Agreement)', () => {
  it.each([
    [1_000, 0, 1_000], // under $25: the whole balance
    [10_000, 0, 2_500], // $25 floor
    [500_000, 10_000, 15_000], // 1% ($50) + interest ($100)
    [0, 0, 0],
  ])('balance %i with interest %i → %i', (balance, interest, minimum) => {
    expect(minimumPaymentCents(balance, interest)).toBe(minimum);
  });

  it('the month’s interest is balance × APR / 12, rounded half up', () => {
    expect(monthlyInterestCents(100_000, 2_499)).toBe(2_083); // 2082.5 → 2083
  });
});

describe('the repayment disclosure (Reg Z 1026.7(b)(12), Appendix M1)', () => {
  it('nothing owed: no disclosure', () => {
    expect(repaymentDisclosure(0, 2_499)).toBeNull();
  });

  it('a balance the $25 minimum repays within 36 months has no 36-month row', () => {
    const disclosure = repaymentDisclosure(10_000, 2_499);
    expect(disclosure?.minimumMonths).toBe(5);
    expect(disclosure?.minimumPeriodText).toBe('5 months');
    expect(disclosure?.thirtySixMonths).toBeNull();
  });

  it('with no interest, the minimum payments add up to the balance', () => {
    const disclosure = repaymentDisclosure(100_000, 0);
    expect(disclosure?.minimumTotalCents).toBe(100_000);
    expect(disclosure?.minimumMonths).toBe(40);
    expect(disclosure?.thirtySixMonths).toEqual({ monthlyPaymentCents: 2_800, totalCents: 100_800, savingsCents: 0 });
  });

  it('$5,000 at 24.99%: years at the minimum, and a 36-month payment that saves', () => {
    const disclosure = repaymentDisclosure(500_000, 2_499);
    expect(disclosure).not.toBeNull();
    if (!disclosure?.thirtySixMonths) throw new Error('expected a 36-month row');
    expect(disclosure.minimumMonths).toBeGreaterThan(36);
    expect(disclosure.minimumPeriodText).toMatch(/^\d+ years?$/);
    // The amortized payment on $5,000 at 24.99% over 36 months is $198.76 → $199.
    expect(disclosure.thirtySixMonths.monthlyPaymentCents).toBe(19_900);
    expect(disclosure.thirtySixMonths.totalCents).toBe(716_400);
    expect(disclosure.minimumTotalCents % 100).toBe(0);
    expect(disclosure.thirtySixMonths.savingsCents).toBe(disclosure.minimumTotalCents - 716_400);
    expect(disclosure.thirtySixMonths.savingsCents).toBeGreaterThan(0);
  });
});
