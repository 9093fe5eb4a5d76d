import { describe, expect, it } from 'vitest';
import {
  cycleCharges,
  cycleFigures,
  sandboxDueDate,
  sandboxMinimumDueCents,
  type LedgerEntry,
  type PreviousStatement,
} from './sandbox-cycle-figures.js';
import { testAmountReturnCode } from './sandbox-issuer-events.js';

// January: Eastern is UTC−5, so the end of the due date 2027-01-26 is 05:00 UTC on the 27th.
const previous: PreviousStatement = {
  periodEnd: new Date('2027-01-01T17:00:00Z'),
  dueDate: '2027-01-26',
  balanceCents: 100_000,
  minimumDueCents: 2_500,
};
const closesAt = new Date('2027-01-31T17:00:00Z');

const payment = (amountCents: number, postedAt: string, paymentId = `pay_${postedAt}`): LedgerEntry => ({
  kind: 'payment',
  amountCents,
  paymentId,
  postedAt: new Date(postedAt),
});
const returned = (amountCents: number, paymentId: string): LedgerEntry => ({
  kind: 'payment_return',
  amountCents,
  paymentId,
  postedAt: new Date('2027-01-28T12:00:00Z'),
});
const purchase = (amountCents: number): LedgerEntry => ({
  kind: 'purchase',
  amountCents,
  paymentId: null,
  postedAt: new Date('2027-01-10T12:00:00Z'),
});

describe('the charges a close posts (docs/sandbox.md "Cards")', () => {
  it.each<
    [
      string,
      PreviousStatement | null,
      LedgerEntry[],
      Date,
      { subject: number; interest: number; late: number; returnedFee: number },
    ]
  >([
    [
      'no previous statement: nothing',
      null,
      [purchase(5_000)],
      closesAt,
      { subject: 0, interest: 0, late: 0, returnedFee: 0 },
    ],
    [
      'paid in full by the due date: nothing',
      previous,
      [payment(100_000, '2027-01-20T12:00:00Z')],
      closesAt,
      { subject: 0, interest: 0, late: 0, returnedFee: 0 },
    ],
    [
      'paid at 11:30 p.m. Eastern on the due date (next day UTC): on time',
      previous,
      [payment(100_000, '2027-01-27T04:30:00Z')],
      closesAt,
      { subject: 0, interest: 0, late: 0, returnedFee: 0 },
    ],
    [
      'paid at 12:01 a.m. Eastern the day after: late, interest on the whole balance',
      previous,
      [payment(100_000, '2027-01-27T05:01:00Z')],
      closesAt,
      // 100000 × 2499 / 120000 = 2082.5 → 2083 (half up).
      { subject: 100_000, interest: 2_083, late: 2_500, returnedFee: 0 },
    ],
    [
      'minimum paid, the rest carried: interest on what is carried, no fee',
      previous,
      [payment(2_500, '2027-01-20T12:00:00Z')],
      closesAt,
      // 97500 × 2499 / 120000 = 2030.4 → 2030.
      { subject: 97_500, interest: 2_030, late: 0, returnedFee: 0 },
    ],
    [
      'nothing paid: late fee and interest',
      previous,
      [purchase(1_000)],
      closesAt,
      { subject: 100_000, interest: 2_083, late: 2_500, returnedFee: 0 },
    ],
    [
      'the one payment came back: the minimum was missed, so a late fee and no returned-payment fee (one fee, not two)',
      previous,
      [payment(2_500, '2027-01-20T12:00:00Z', 'p1'), returned(2_500, 'p1')],
      closesAt,
      { subject: 100_000, interest: 2_083, late: 2_500, returnedFee: 0 },
    ],
    [
      'a payment came back but another paid the minimum: a returned-payment fee only',
      previous,
      [
        payment(5_000, '2027-01-20T12:00:00Z', 'p1'),
        payment(3_000, '2027-01-21T12:00:00Z', 'p2'),
        returned(5_000, 'p1'),
      ],
      closesAt,
      // Carried 100000 − 3000 = 97000 × 2499 / 120000 = 2020.04 → 2020.
      { subject: 97_000, interest: 2_020, late: 0, returnedFee: 2_500 },
    ],
    [
      'a minimum under $25: the fee is the minimum',
      { ...previous, balanceCents: 1_200, minimumDueCents: 1_200 },
      [],
      closesAt,
      // 1200 × 2499 / 120000 = 24.99 → 25.
      { subject: 1_200, interest: 25, late: 1_200, returnedFee: 0 },
    ],
    [
      'the due date has not passed at the close: judged at the next one',
      { ...previous, dueDate: '2027-02-05' },
      [],
      closesAt,
      { subject: 0, interest: 0, late: 0, returnedFee: 0 },
    ],
    [
      'a zero balance: nothing to pay, nothing charged',
      { ...previous, balanceCents: 0, minimumDueCents: 0 },
      [],
      closesAt,
      { subject: 0, interest: 0, late: 0, returnedFee: 0 },
    ],
  ])('%s', (_name, before, entries, at, expected) => {
    expect(cycleCharges(before, entries, at, 2_499)).toEqual({
      balanceSubjectToInterestCents: expected.subject,
      interestCents: expected.interest,
      lateFeeCents: expected.late,
      returnedPaymentFeeCents: expected.returnedFee,
    });
  });

  it('charges interest at the account’s APR', () => {
    // 100000 × 1999 / 120000 = 1665.8 → 1666.
    expect(cycleCharges(previous, [], closesAt, 1_999).interestCents).toBe(1_666);
  });
});

describe('a statement’s figures', () => {
  const at = new Date('2027-01-10T12:00:00Z');
  const entry = (kind: LedgerEntry['kind'], amountCents: number): LedgerEntry => ({
    kind,
    amountCents,
    paymentId: null,
    postedAt: at,
  });

  it.each<[string, number, LedgerEntry[], Partial<ReturnType<typeof cycleFigures>>]>([
    [
      'every kind in its column, the balance carried',
      10_000,
      [
        entry('purchase', 50_000),
        entry('refund', 2_000),
        entry('credit', 1_000),
        entry('payment', 5_000),
        entry('fee', 2_500),
        entry('interest', 300),
      ],
      {
        previousBalanceCents: 10_000,
        purchasesCents: 50_000,
        creditsCents: 3_000,
        paymentsCents: 5_000,
        feesCents: 2_500,
        interestCents: 300,
        balanceCents: 54_800,
        // 1% of 52000 (the balance before charges) is $5.20 < $25: $25 + $28 charges.
        minimumDueCents: 5_300,
      },
    ],
    [
      'a returned payment nets out of the payments',
      0,
      [entry('purchase', 10_000), entry('payment', 4_000), entry('payment_return', 4_000)],
      { paymentsCents: 0, purchasesCents: 10_000, balanceCents: 10_000, minimumDueCents: 2_500 },
    ],
    [
      'an earlier cycle’s payment returned here prints with the purchases',
      0,
      [entry('payment_return', 4_000)],
      { paymentsCents: 0, purchasesCents: 4_000, balanceCents: 4_000, minimumDueCents: 2_500 },
    ],
    [
      'a credit balance prints as 0, minimum 0',
      1_000,
      [entry('refund', 3_000)],
      { previousBalanceCents: 1_000, balanceCents: 0, minimumDueCents: 0 },
    ],
    [
      'the minimum is never above the balance',
      0,
      [entry('purchase', 1_000), entry('fee', 1_000)],
      { balanceCents: 2_000, minimumDueCents: 2_000 },
    ],
    [
      'a large balance: 1% rounded up plus the charges',
      0,
      [entry('purchase', 500_001), entry('interest', 1_000)],
      // ceil(500001 / 100) = 5001, + 1000 interest.
      { balanceCents: 501_001, minimumDueCents: 6_001 },
    ],
  ])('%s', (_name, opening, entries, expected) => {
    expect(cycleFigures(opening, entries)).toMatchObject(expected);
  });

  it.each([
    [0, 0],
    [1_000, 1_000],
    [2_500, 2_500],
    [300_000, 3_000],
    [300_001, 3_001],
  ])('minimum of %i is %i', (balance, minimum) => {
    expect(sandboxMinimumDueCents(balance)).toBe(minimum);
  });

  it.each([
    ['2027-01-31T17:00:00Z', undefined, '2027-02-25'],
    // 11:30 p.m. Eastern on Jan 31 is Feb 1 in UTC: the statement closed on the Eastern day.
    ['2027-02-01T04:30:00Z', undefined, '2027-02-25'],
    ['2027-01-31T17:00:00Z', 0, '2027-01-31'],
  ])('closed at %s, due in %s days: %s', (at, days, due) => {
    expect(sandboxDueDate(new Date(at), days)).toBe(due);
  });
});

describe('test amounts', () => {
  it.each([
    [5_001, 'R01'],
    [5_002, 'R02'],
    [5_003, 'R03'],
    [5_029, 'R29'],
    [5_000, null],
    [5_004, null],
    [5_101, 'R01'],
  ])('%i cents: %s', (amount, code) => {
    expect(testAmountReturnCode(amount)).toBe(code);
  });
});
