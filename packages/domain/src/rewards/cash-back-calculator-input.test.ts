import { describe, expect, it } from 'vitest';
import {
  parseCashBackCalculatorInput,
  type CashBackCalculatorField,
  type CashBackCalculatorTexts,
} from './cash-back-calculator-input.js';

const valid: CashBackCalculatorTexts = {
  monthlySpend: '1500',
  creditLimit: '3000',
  activatedReferrals: '2',
  onTimePayments: '0',
};

describe('parseCashBackCalculatorInput', () => {
  it('turns valid text into the estimate input, accepting "$" and thousands separators', () => {
    expect(parseCashBackCalculatorInput({ ...valid, monthlySpend: ' $1,500 ', creditLimit: '3 000' })).toEqual({
      ok: true,
      input: {
        monthlyEligibleSpendDollars: 1_500,
        creditLimitDollars: 3_000,
        activatedReferrals: 2,
        onTimePayments: 0,
      },
    });
  });

  it.each([
    ['empty amount', 'monthlySpend', '', 'Enter your monthly spending in whole dollars, for example 1,500.'],
    ['negative amount', 'creditLimit', '-200', 'Your credit limit can’t be negative. Enter 0 or more.'],
    ['cents', 'monthlySpend', '12.50', 'Enter your monthly spending in whole dollars, without cents.'],
    ['not a number', 'creditLimit', 'three thousand', 'Enter your credit limit as a number, for example 1,500.'],
    [
      'implausibly large amount',
      'monthlySpend',
      '50000000',
      'Enter an amount of $1,000,000 or less for your monthly spending.',
    ],
    ['referrals above 10', 'activatedReferrals', '11', 'Enter the number of referrals as a whole number from 0 to 10.'],
    ['negative referrals', 'activatedReferrals', '-1', 'Enter the number of referrals as a whole number from 0 to 10.'],
    [
      'fractional payments',
      'onTimePayments',
      '2.5',
      'Enter the number of on-time payments as a whole number from 0 to 12.',
    ],
    ['empty payments', 'onTimePayments', '', 'Enter the number of on-time payments as a whole number from 0 to 12.'],
  ] as [string, CashBackCalculatorField, string, string][])('%s', (_rule, field, text, message) => {
    expect(parseCashBackCalculatorInput({ ...valid, [field]: text })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it('reports every bad field at once', () => {
    const result = parseCashBackCalculatorInput({ ...valid, monthlySpend: 'x', onTimePayments: '99' });
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(['monthlySpend', 'onTimePayments']);
  });
});
