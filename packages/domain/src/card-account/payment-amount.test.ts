import { describe, expect, it } from 'vitest';
import {
  amountForChoice,
  dollarsToCents,
  formatCents,
  otherAmountProblem,
  paymentAmounts,
  type PaymentFigures,
} from './payment-amount.js';

const figures = (over: Partial<PaymentFigures>): PaymentFigures => ({
  currentBalanceCents: 50_000,
  statementBalanceCents: 40_000,
  minimumDueCents: 2_500,
  paidSinceStatementCents: 0,
  pendingCents: 0,
  ...over,
});

describe('what each amount choice comes to (docs/product-rules.md#card-payments)', () => {
  it.each([
    [
      'nothing paid since the statement',
      figures({}),
      { currentBalanceCents: 50_000, minimumDueCents: 2_500, statementBalanceRemainingCents: 40_000 },
    ],
    [
      'a payment since the statement lowers the minimum and the statement balance',
      figures({ paidSinceStatementCents: 1_000 }),
      { currentBalanceCents: 50_000, minimumDueCents: 1_500, statementBalanceRemainingCents: 39_000 },
    ],
    [
      'paying more than the minimum leaves no minimum',
      figures({ paidSinceStatementCents: 3_000 }),
      { currentBalanceCents: 50_000, minimumDueCents: 0, statementBalanceRemainingCents: 37_000 },
    ],
    [
      'a pending payment is taken off the current balance the issuer shows',
      figures({ pendingCents: 20_000, paidSinceStatementCents: 20_000 }),
      { currentBalanceCents: 30_000, minimumDueCents: 0, statementBalanceRemainingCents: 20_000 },
    ],
    [
      'refunds since the statement: no choice asks for more than is owed',
      figures({ currentBalanceCents: 10_000 }),
      { currentBalanceCents: 10_000, minimumDueCents: 2_500, statementBalanceRemainingCents: 10_000 },
    ],
    [
      'a credit balance owes nothing',
      figures({ currentBalanceCents: -500 }),
      { currentBalanceCents: 0, minimumDueCents: 0, statementBalanceRemainingCents: 0 },
    ],
    [
      'before the first statement only the current balance is owed',
      figures({ statementBalanceCents: 0, minimumDueCents: 0 }),
      { currentBalanceCents: 50_000, minimumDueCents: 0, statementBalanceRemainingCents: 0 },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(paymentAmounts(input)).toEqual(expected);
  });

  it.each([
    ['minimum', 1_500],
    ['statementBalance', 39_000],
    ['currentBalance', 50_000],
    ['other', 777],
  ] as const)('%s pays %i', (choice, cents) => {
    expect(amountForChoice(choice, paymentAmounts(figures({ paidSinceStatementCents: 1_000 })), 777)).toBe(cents);
  });
});

describe('a typed amount', () => {
  it.each([
    ['missing', null, 'Enter the amount to pay.'],
    ['fractions of a cent', 100.5, 'Enter the amount in dollars and cents.'],
    ['below $1', 99, 'The smallest payment is $1.00.'],
    ['$1 exactly', 100, null],
    ['the whole balance', 50_000, null],
    ['above the balance', 50_001, 'You can pay at most your current balance, $500.00.'],
  ])('%s', (_rule, amount, problem) => {
    expect(otherAmountProblem(amount, 50_000)).toBe(problem);
  });

  it.each([
    ['12', 1_200],
    ['12.3', 1_230],
    ['$1,234.56', 123_456],
    [' 0.99 ', 99],
    ['12.345', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('"%s" is %s cents', (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });

  it.each([
    [123_456, '$1,234.56'],
    [5, '$0.05'],
    [-250, '-$2.50'],
  ])('%i cents reads %s', (cents, words) => {
    expect(formatCents(cents)).toBe(words);
  });
});
