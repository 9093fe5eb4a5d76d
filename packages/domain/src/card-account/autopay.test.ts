import { describe, expect, it } from 'vitest';
import {
  autopayAmountAtClose,
  autopayAmountOnTheDay,
  autopaySettingProblem,
  autopayVaries,
  type AutopayChoice,
  type StillDue,
} from './autopay.js';
import { isCardNoticeKind, isCardNoticeRequired, type CardNoticeKind } from './card-notices.js';

describe('an autopay setting (docs/product-rules.md#autopay)', () => {
  it.each([
    ['minimum', null, null],
    ['statementBalance', null, null],
    ['fixed', 100, null],
    ['fixed', 250_00, null],
    ['fixed', null, { field: 'fixedAmountCents', problem: 'missing' }],
    ['fixed', 99, { field: 'fixedAmountCents', problem: 'tooSmall' }],
    ['fixed', 0, { field: 'fixedAmountCents', problem: 'tooSmall' }],
    ['fixed', 150.5, { field: 'fixedAmountCents', problem: 'tooSmall' }],
    ['fixed', 100_000_001, { field: 'fixedAmountCents', problem: 'tooLarge' }],
    ['minimum', 500, { field: 'fixedAmountCents', problem: 'notAllowed' }],
    ['currentBalance', null, { field: 'amountChoice', problem: 'unknown' }],
    ['', null, { field: 'amountChoice', problem: 'unknown' }],
  ] as const)('%s with a fixed amount of %s: %j', (choice, fixed, problem) => {
    expect(autopaySettingProblem(choice, fixed)).toEqual(problem);
  });

  it.each([
    ['minimum', true],
    ['statementBalance', true],
    ['fixed', false],
  ] as const)('%s varies from statement to statement: %s', (choice, varies) => {
    expect(autopayVaries(choice)).toBe(varies);
  });
});

describe('the amount a closed statement schedules', () => {
  const statement = { balanceCents: 80_000, minimumDueCents: 3_500 };
  it.each([
    ['minimum', null, statement, 3_500],
    ['statementBalance', null, statement, 80_000],
    ['fixed', 20_000, statement, 20_000],
    ['fixed', 100_000, statement, 80_000], // capped at the statement balance
    ['minimum', null, { balanceCents: 0, minimumDueCents: 0 }, 0],
    ['statementBalance', null, { balanceCents: 0, minimumDueCents: 0 }, 0],
    ['fixed', 5_000, { balanceCents: 0, minimumDueCents: 0 }, 0],
    ['minimum', null, { balanceCents: 1_500, minimumDueCents: 2_500 }, 1_500], // a minimum above the balance
  ] as const)('%s (fixed %s) of %j: %i', (choice, fixed, figures, amount) => {
    expect(autopayAmountAtClose({ choice, fixedAmountCents: fixed }, figures)).toBe(amount);
  });
});

describe('the amount paid on the due date, after the cardholder paid meanwhile', () => {
  const nothingPaid: StillDue = {
    minimumDueCents: 3_500,
    statementBalanceRemainingCents: 80_000,
    currentBalanceCents: 90_000,
  };
  it.each<[AutopayChoice, number, StillDue, number]>([
    ['minimum', 3_500, nothingPaid, 3_500],
    ['statementBalance', 80_000, nothingPaid, 80_000],
    ['fixed', 20_000, nothingPaid, 20_000],
    // $20 paid since the close
    ['minimum', 3_500, { ...nothingPaid, minimumDueCents: 1_500, statementBalanceRemainingCents: 78_000 }, 1_500],
    [
      'statementBalance',
      80_000,
      { ...nothingPaid, minimumDueCents: 1_500, statementBalanceRemainingCents: 78_000 },
      78_000,
    ],
    ['fixed', 20_000, { ...nothingPaid, minimumDueCents: 1_500, statementBalanceRemainingCents: 78_000 }, 20_000],
    // the minimum met: minimum autopay is skipped, the others pay what is left of the statement
    ['minimum', 3_500, { ...nothingPaid, minimumDueCents: 0, statementBalanceRemainingCents: 50_000 }, 0],
    ['fixed', 20_000, { ...nothingPaid, minimumDueCents: 0, statementBalanceRemainingCents: 5_000 }, 5_000],
    // the statement paid in full: nothing is due
    ['statementBalance', 80_000, { ...nothingPaid, minimumDueCents: 0, statementBalanceRemainingCents: 0 }, 0],
    ['fixed', 20_000, { ...nothingPaid, minimumDueCents: 0, statementBalanceRemainingCents: 0 }, 0],
    // a refund lowered the current balance below what is left of the statement
    ['statementBalance', 80_000, { ...nothingPaid, currentBalanceCents: 60_000 }, 60_000],
    ['statementBalance', 80_000, { ...nothingPaid, currentBalanceCents: -2_000 }, 0],
    // the issuer's balance not asked: the statement decides
    ['statementBalance', 80_000, { ...nothingPaid, currentBalanceCents: null }, 80_000],
  ])('%s scheduled at %i with %j still due pays %i', (choice, scheduled, stillDue, amount) => {
    expect(autopayAmountOnTheDay(choice, scheduled, stillDue)).toBe(amount);
  });
});

describe('which card notices cannot be turned off (docs/product-rules.md#card-notices)', () => {
  it.each<[CardNoticeKind, boolean, boolean]>([
    ['statementReady', false, true], // E-SIGN: the notice is the statement's delivery
    ['statementReady', true, true],
    ['paymentReturned', false, true], // the Cardholder Agreement
    ['autopayScheduled', true, true], // Reg E 1005.10(d): a varying amount
    ['autopayScheduled', false, false], // a fixed amount
    ['paymentDue', true, false],
    ['paymentReceived', true, false],
  ])('%s with a varying autopay %s: required %s', (kind, varies, required) => {
    expect(isCardNoticeRequired(kind, { autopayVaries: varies })).toBe(required);
  });

  it.each([
    ['statementReady', true],
    ['autopayScheduled', true],
    ['autopayFailed', false],
    ['', false],
  ])('%s is a kind a cardholder can choose: %s', (kind, known) => {
    expect(isCardNoticeKind(kind)).toBe(known);
  });
});
