import { describe, expect, it } from 'vitest';
import { interestBalanceExplanation, isInterestBalanceMethod } from './statement-interest-balance.js';

describe('the balance subject to interest rate, explained (Reg Z 1026.7(b)(5))', () => {
  it.each([
    ['unpaid_statement_balance', /part of your previous statement balance not paid by its due date.*APR divided by 12/],
    ['average_daily_balance', /average daily balance of purchases over the period, including new purchases/],
    ['daily_balance', /end of each day of the period, including new purchases/],
    [null, /did not state the balance subject to interest rate/],
  ] as const)('%s: %s', (method, words) => {
    expect(interestBalanceExplanation(method)).toMatch(words);
  });

  it.each([
    ['average_daily_balance', true],
    ['AVERAGE_DAILY', false],
    ['toString', false],
    [undefined, false],
  ])('%j is a method: %s', (value, known) => {
    expect(isInterestBalanceMethod(value)).toBe(known);
  });
});
