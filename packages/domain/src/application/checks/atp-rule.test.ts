import { describe, expect, it } from 'vitest';
import { ATP_RULE_VERSION, evaluateAbilityToPay, type AtpInputs, type AtpReason } from './atp-rule.js';

// Annual income 60,000 is 5,000 a month: 50% is 2,500; residual must stay >= 500.
const rows: [rule: string, inputs: AtpInputs, approved: boolean, reasons: AtpReason[]][] = [
  [
    'approves obligations well within half of income',
    { income: 60000, accommodationCost: 1500, financialCommitments: 300 },
    true,
    [],
  ],
  [
    'approves exactly 50% debt-to-income',
    { income: 60000, accommodationCost: 2000, financialCommitments: 500 },
    true,
    [],
  ],
  [
    'declines just over 50%',
    { income: 60000, accommodationCost: 2000, financialCommitments: 501 },
    false,
    ['debtToIncomeTooHigh'],
  ],
  ['missing obligations count as 0 (product-rules#atp-check)', { income: 12000 }, true, []],
  [
    'declines a residual income under 500 a month',
    { income: 10800, accommodationCost: 401 },
    false,
    ['residualIncomeTooLow'],
  ],
  ['approves a residual of exactly 500 a month', { income: 12000, accommodationCost: 500 }, true, []],
  ['declines no income', { income: 0, accommodationCost: 0 }, false, ['noIncome']],
  ['declines missing income', { income: null }, false, ['noIncome']],
  [
    'declines both limits broken, naming both',
    { income: 12000, accommodationCost: 900 },
    false,
    ['debtToIncomeTooHigh', 'residualIncomeTooLow'],
  ],
  ['refuses a negative amount', { income: 60000, accommodationCost: -100 }, false, ['invalidAmount']],
  ['refuses a fractional amount', { income: 60000.5 }, false, ['invalidAmount']],
  [
    'residence type does not change this version',
    { income: 60000, accommodationCost: 1500, residenceType: 'family' },
    true,
    [],
  ],
];

describe(`ATP rule ${ATP_RULE_VERSION}`, () => {
  it.each(rows)('%s', (_rule, inputs, approved, reasons) => {
    expect(evaluateAbilityToPay(inputs)).toEqual({ isApproved: approved, ruleVersion: ATP_RULE_VERSION, reasons });
  });
});
