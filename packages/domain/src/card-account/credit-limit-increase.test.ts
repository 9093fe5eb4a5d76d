import { describe, expect, it } from 'vitest';
import {
  decideLimitIncrease,
  limitRequestRefusal,
  nextRequestDay,
  requestedLimitProblem,
  type LimitPolicyInputs,
  type LimitRequestFacts,
} from './credit-limit-increase.js';
import { addCalendarMonths } from './payment-timing.js';

const now = new Date('2026-11-28T17:00:00Z');
const paid = { dueDate: '2026-11-10', minimumDueCents: 2_500, paidOnTime: true };
const late = { dueDate: '2026-10-10', minimumDueCents: 2_500, paidOnTime: false };
const good: LimitRequestFacts = {
  accountStatus: 'open',
  accountOpenedAt: new Date('2026-05-01T15:00:00Z'),
  cardStatus: 'active',
  statements: [paid],
  hasOpenRequest: false,
  lastDecidedAt: null,
};

describe('who may ask for a higher limit', () => {
  it.each<[string, Partial<LimitRequestFacts>, ReturnType<typeof limitRequestRefusal>]>([
    ['an open account, active card, one statement paid on time', {}, null],
    ['a closed account', { accountStatus: 'closed' }, { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'accountNotOpen' }],
    ['a locked card', { cardStatus: 'locked' }, { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'cardNotActive' }],
    [
      'a card not yet activated',
      { cardStatus: 'issued' },
      { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'cardNotActive' },
    ],
    [
      'an account open less than six months',
      { accountOpenedAt: new Date('2026-05-29T15:00:00Z') },
      { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'accountTooNew', day: '2026-11-29' },
    ],
    ['an account open six months to the day', { accountOpenedAt: new Date('2026-05-28T15:00:00Z') }, null],
    ['no statement yet', { statements: [] }, { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'noOnTimePayment' }],
    [
      'a late statement among the recent ones',
      { statements: [paid, late] },
      { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'latePayment' },
    ],
    ['a late statement older than the six checked', { statements: [paid, paid, paid, paid, paid, paid, late] }, null],
    [
      'an unpaid statement whose due day has not ended (Eastern)',
      { statements: [{ dueDate: '2026-11-28', minimumDueCents: 2_500, paidOnTime: false }, paid] },
      null,
    ],
    [
      'a statement with nothing due is neither late nor paid',
      { statements: [{ dueDate: '2026-11-10', minimumDueCents: 0, paidOnTime: false }] },
      { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'noOnTimePayment' },
    ],
    ['an open request', { hasOpenRequest: true }, { code: 'LIMIT_REQUEST_OPEN' }],
    [
      'a decision 89 days ago',
      { lastDecidedAt: new Date('2026-08-31T17:00:00Z') },
      { code: 'LIMIT_REQUEST_TOO_SOON', day: '2026-11-29' },
    ],
    ['a decision 90 days ago', { lastDecidedAt: new Date('2026-08-30T17:00:00Z') }, null],
  ])('%s', (_name, facts, expected) => {
    expect(limitRequestRefusal({ ...good, ...facts }, now)).toEqual(expected);
  });

  it.each([
    ['2026-08-31', '2027-02-28'],
    ['2026-05-15', '2026-11-15'],
    ['2027-08-31', '2028-02-29'],
  ])('six months after %s is %s', (opened, first) => {
    expect(addCalendarMonths(opened, 6)).toBe(first);
  });

  it('counts the 90 days from the Eastern day of the decision', () => {
    // 02:00 UTC on Sept 1 is still Aug 31 in New York.
    expect(nextRequestDay(new Date('2026-09-01T02:00:00Z'))).toBe('2026-11-29');
  });
});

describe('a requested limit', () => {
  it.each<[number, number, string | null]>([
    [1_500, 1_000, null],
    [1_550, 1_000, 'Enter a whole number of hundreds of dollars.'],
    [1_000, 1_000, 'Ask for more than your current limit.'],
    [10_100, 1_000, 'The highest limit is $10,000.'],
    [10_000, 1_000, null],
  ])('%i over %i', (requested, current, problem) => {
    expect(requestedLimitProblem(requested, current)).toBe(problem);
  });
});

const at = (changes: Partial<LimitPolicyInputs> & { income?: number; housing?: number; age?: number }) => {
  const { income = 90_000, housing = 1_500, age = 35, ...rest } = changes;
  return {
    currentLimit: 1_000,
    requestedLimit: 1_500,
    aprBps: 2_499,
    affordability: { income, accommodationCost: housing, financialCommitments: 0, ageYears: age },
    ...rest,
  };
};

describe("the policy's outcomes", () => {
  it.each<[string, LimitPolicyInputs, ReturnType<typeof decideLimitIncrease>['outcome'], number | string[]]>([
    ['the requested limit when supported', at({}), 'approved', 1_500],
    [
      'as high as the income supports, capped by the ceiling → referred',
      at({ requestedLimit: null }),
      'referred',
      10_000,
    ],
    ['double the current limit is still automatic', at({ requestedLimit: 2_000 }), 'approved', 2_000],
    ['more than double is referred', at({ requestedLimit: 2_100 }), 'referred', 2_100],
    ['above $5,000 is referred', at({ currentLimit: 4_000, requestedLimit: 5_100 }), 'referred', 5_100],
    // 11,000 a year less 350 a month housing and the $500 residual carries a $66 minimum: a $2,100 line.
    [
      'the largest supported above the current when less',
      at({ income: 11_000, housing: 350, currentLimit: 1_500, requestedLimit: 3_000 }),
      'approved',
      2_100,
    ],
    [
      'nothing above the current limit: declined',
      at({ income: 9_000, housing: 300 }),
      'declined',
      ['incomeInsufficient'],
    ],
    [
      'obligations over half the income: both reasons, obligations first',
      at({ income: 24_000, housing: 1_200 }),
      'declined',
      ['excessiveObligations', 'incomeInsufficient'],
    ],
    [
      'under 21 with no independent income',
      at({ income: 0, housing: 0, age: 19 }),
      'declined',
      ['noIndependentIncome'],
    ],
    ['under 21 with own income is assessed as anyone', at({ age: 19 }), 'approved', 1_500],
  ])('%s', (_name, inputs, outcome, detail) => {
    const decided = decideLimitIncrease(inputs);
    expect(decided.outcome).toBe(outcome);
    if (decided.outcome === 'approved') expect(decided.newLimit).toBe(detail);
    if (decided.outcome === 'referred') expect(decided.proposedLimit).toBe(detail);
    if (decided.outcome === 'declined') expect(decided.reasons).toEqual(detail);
  });
});
