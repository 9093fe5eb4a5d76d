import { describe, expect, it } from 'vitest';
import { assessLine, lineRefusalMessage, minimumPaymentCents } from './line-affordability.js';

const adult = { accommodationCost: 1_000, financialCommitments: 0, ageYears: 30 };

describe('minimumPaymentCents: $25 or 1% of the whole line plus a month of interest, rounded up', () => {
  it.each([
    ['a $300 line at 25.99%: the $25 floor', 300, 2599, 2_500],
    ['a $2,000 line at 25.99%: 1% ($20) + $43.32 interest', 2_000, 2599, 6_332],
    ['a $10,000 line at 19.99%: 1% ($100) + $166.59 interest', 10_000, 1999, 26_659],
    ['a $5,000 line at 22.99%: rounds up to the cent', 5_000, 2299, 14_580],
  ])('%s', (_case, limit, aprBps, cents) => {
    expect(minimumPaymentCents(limit, aprBps)).toBe(cents);
  });
});

// product-rules#ability-to-pay-on-the-line: one row per rule of the assessment.
describe('assessLine (Reg Z 1026.51)', () => {
  it.each([
    ['unknown income: refused, never "insufficient"', { ...adult, income: null }, 2_000, 'incomeUnknown', null],
    [
      'under 21 with no income of their own: refused',
      { ...adult, income: 0, ageYears: 20 },
      300,
      'under21WithoutIncome',
      null,
    ],
    [
      '21 with no income: the line is not supported, by the income test',
      { ...adult, income: 0, ageYears: 21 },
      300,
      'limitNotSupported',
      null,
    ],
    ['an income that carries the whole range: supported', { ...adult, income: 250_000 }, 10_000, null, 10_000],
    [
      '$28,000 with $1,000 rent: a $10,000 line is more than it supports',
      { ...adult, income: 28_000 },
      10_000,
      'limitNotSupported',
      5_200,
    ],
    ['$28,000 with $1,000 rent: $5,200 is supported', { ...adult, income: 28_000 }, 5_200, null, 5_200],
    ['$28,000 with $1,000 rent: $5,300 is not', { ...adult, income: 28_000 }, 5_300, 'limitNotSupported', 5_200],
    [
      '$18,000 with $700 rent and $150 of loans: not even $300',
      { ...adult, income: 18_000, accommodationCost: 700, financialCommitments: 150 },
      300,
      'limitNotSupported',
      null,
    ],
  ] as const)('%s', (_case, inputs, limit, refusal, maxSupported) => {
    const assessment = assessLine(inputs, limit, 2599);
    expect(assessment.refusal).toBe(refusal);
    expect(assessment.supported).toBe(refusal === null);
    expect(assessment.maxSupportedLimit).toBe(maxSupported);
  });

  it('the approver is told the most the income supports', () => {
    const assessment = assessLine({ ...adult, income: 28_000 }, 10_000, 2599);
    expect(lineRefusalMessage(assessment)).toBe(
      'A $10,000 line is more than the applicant’s income supports after their obligations (Reg Z 1026.51(a)); the most it supports is $5,200.',
    );
  });
});
