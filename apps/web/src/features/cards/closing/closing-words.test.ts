import { describe, expect, it } from 'vitest';
import { closedPayoutWords, forfeitWords, payoutPlanWords, paymentsWords } from './closing-words';

describe('where the cash back goes (Rewards Terms: the balance first)', () => {
  const bank = 'Chase checking ••6789';
  it.each([
    [0, 10_000, null, 'You have no cash back to pay out.'],
    [
      1_500,
      10_000,
      null,
      'Your $15.00 cash back is applied to your balance as a statement credit by December 28, 2026.',
    ],
    [1_500, 0, null, 'Your $15.00 cash back is applied to your balance as a statement credit by December 28, 2026.'],
    [
      1_500,
      10_000,
      bank,
      'Your $15.00 cash back is applied to your balance as a statement credit by December 28, 2026: it is less than what you owe, so nothing is left to deposit.',
    ],
    [
      1_500,
      1_000,
      bank,
      '$10.00 of your cash back is applied to your balance, and the other $5.00 is deposited to Chase checking ••6789, by December 28, 2026.',
    ],
    [1_500, 0, bank, 'Your $15.00 cash back is deposited to Chase checking ••6789 by December 28, 2026.'],
  ])('%i cash back, %i owed, to %s', (cashBackCents, balanceOwedCents, bankLabel, words) => {
    expect(payoutPlanWords({ cashBackCents, balanceOwedCents, cashBackPayoutBy: '2026-12-28' }, bankLabel)).toBe(words);
  });
});

describe('payments that stay after closing', () => {
  it.each([
    [false, 0, null],
    [true, 0, 'Your autopay stays on until the balance is paid.'],
    [false, 1, 'The payment you scheduled stays scheduled.'],
    [true, 2, 'Your autopay stays on until the balance is paid. The 2 payments you scheduled stay scheduled.'],
  ])('autopay %s, %i scheduled', (autopayOn, pendingPayments, words) => {
    expect(paymentsWords({ autopayOn, pendingPayments })).toBe(words);
  });
});

describe('the forfeit and the closed payout', () => {
  it.each([
    [0, null],
    [
      725,
      '$7.25 of cash back cannot be paid out, because you have not yet made three on-time payments. Under the Rewards Terms it is forfeited when you close the account.',
    ],
  ])('%i forfeited', (cents, words) => {
    expect(forfeitWords(cents)).toBe(words);
  });

  const closure = {
    closedAt: '2026-11-28T15:00:00.000Z',
    balanceOwedCents: 5_000,
    cashBackPayoutCents: 1_500,
    cashBackForfeitedCents: 0,
    cashBackPayoutTo: 'statementCredit',
    cashBackPayoutBy: '2026-12-28',
    cashBackPayoutStatus: 'pending',
  };
  it.each([
    [{}, 'Your $15.00 cash back is being paid to your balance as a statement credit, by December 28, 2026.'],
    [{ cashBackPayoutStatus: 'paid' }, 'Your $15.00 cash back has been paid to your balance as a statement credit.'],
    [
      { cashBackPayoutTo: 'bankDeposit' },
      'Your $15.00 cash back is being paid against what you owed first, and the rest to your bank account, by December 28, 2026.',
    ],
    [
      { cashBackPayoutCents: 0, cashBackPayoutStatus: 'none', cashBackPayoutTo: null },
      'There was no cash back to pay out.',
    ],
  ])('%o', (change, words) => {
    expect(closedPayoutWords({ ...closure, ...change })).toBe(words);
  });
});
