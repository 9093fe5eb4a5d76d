import { describe, expect, it } from 'vitest';
import { cashBackPayoutBy, payoutDestinationOf, splitClosingPayout } from './account-closing.js';

describe('the cash back payout day (30 days, Eastern calendar)', () => {
  it.each([
    ['2026-11-28T15:00:00Z', '2026-12-28'],
    // 11:30 p.m. Eastern on Nov 28 is still the 28th there.
    ['2026-11-29T04:30:00Z', '2026-12-28'],
    // 12:30 a.m. Eastern on Nov 29.
    ['2026-11-29T05:30:00Z', '2026-12-29'],
    ['2026-02-01T12:00:00Z', '2026-03-03'],
    ['2026-12-15T12:00:00Z', '2027-01-14'],
  ])('closed at %s: paid by %s', (closedAt, payBy) => {
    expect(cashBackPayoutBy(new Date(closedAt))).toBe(payBy);
  });
});

describe('splitting the payout (Rewards Terms, "Closing your account")', () => {
  it.each([
    // payable, owed, bank account?, statement credit, deposit
    [5_00, 100_00, true, 5_00, 0],
    [5_00, 3_00, true, 3_00, 2_00],
    [5_00, 0, true, 0, 5_00],
    [5_00, -20_00, true, 0, 5_00],
    [5_00, 3_00, false, 5_00, 0],
    [5_00, 0, false, 5_00, 0],
    [0, 100_00, true, 0, 0],
    [0, 0, false, 0, 0],
    [-1_00, 10_00, true, 0, 0],
  ])('%i payable, %i owed, to a bank: %s → credit %i, deposit %i', (payable, owed, bank, credit, deposit) => {
    expect(splitClosingPayout(payable, owed, bank)).toEqual({ statementCreditCents: credit, depositCents: deposit });
  });

  it.each([
    [{ statementCreditCents: 0, depositCents: 0 }, null],
    [{ statementCreditCents: 3_00, depositCents: 0 }, 'statementCredit'],
    [{ statementCreditCents: 3_00, depositCents: 2_00 }, 'bankDeposit'],
    [{ statementCreditCents: 0, depositCents: 2_00 }, 'bankDeposit'],
  ] as const)('%o goes to %s', (split, destination) => {
    expect(payoutDestinationOf(split)).toBe(destination);
  });
});
