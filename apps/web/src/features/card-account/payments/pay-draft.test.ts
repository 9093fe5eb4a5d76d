import { describe, expect, it } from 'vitest';
import type { PaymentOptions } from './api/payment-options';
import { checkPayDraft, emptyPayDraft, type PayDraft } from './pay-draft';

const options: PaymentOptions = {
  currentBalanceCents: 61_234,
  statementBalanceCents: 51_620,
  minimumDueCents: 2_500,
  statementBalanceRemainingCents: 51_620,
  dueDate: '2026-12-26',
  creditDateIfPaidNow: '2026-11-28',
  latestScheduleDate: '2027-01-27',
};

const ready: PayDraft = { ...emptyPayDraft, bankAccountId: 7, amountChoice: 'minimum' };

describe('checkPayDraft (docs/product-rules.md#card-payments)', () => {
  it.each<[string, Partial<PayDraft>, Partial<PaymentOptions>, Record<string, string>]>([
    [
      'a bank account is chosen',
      { bankAccountId: null },
      {},
      { bankAccountId: 'Choose the bank account to pay from.' },
    ],
    ['an amount is chosen', { amountChoice: null }, {}, { amountChoice: 'Choose how much to pay.' }],
    [
      'a choice that comes to nothing is refused',
      {},
      { minimumDueCents: 0 },
      { amountChoice: 'There is nothing left to pay for this choice. Choose another.' },
    ],
    [
      'an amount typed is needed',
      { amountChoice: 'other', otherAmount: '' },
      {},
      { amountCents: 'Enter the amount to pay.' },
    ],
    [
      'an amount typed is dollars and cents',
      { amountChoice: 'other', otherAmount: '12.345' },
      {},
      { amountCents: 'Enter the amount in dollars and cents, like 25.00.' },
    ],
    [
      'the smallest amount typed is $1',
      { amountChoice: 'other', otherAmount: '0.99' },
      {},
      { amountCents: 'The smallest payment is $1.00.' },
    ],
    [
      'an amount typed is at most the current balance',
      { amountChoice: 'other', otherAmount: '612.35' },
      {},
      { amountCents: 'You can pay at most your current balance, $612.34.' },
    ],
    [
      'a later payment needs its day',
      { when: 'later', scheduledFor: '' },
      {},
      { scheduledFor: 'Enter the day to pay on.' },
    ],
    [
      'a later payment is not in the past',
      { when: 'later', scheduledFor: '2026-11-27' },
      {},
      { scheduledFor: 'Choose today or a later day.' },
    ],
    [
      'a later payment is at most the last day it can be scheduled',
      { when: 'later', scheduledFor: '2027-01-28' },
      {},
      { scheduledFor: 'Choose a day no later than January 27, 2027.' },
    ],
  ])('%s', (_rule, draft, figures, errors) => {
    expect(checkPayDraft({ ...ready, ...draft }, { ...options, ...figures })).toEqual({ errors });
  });

  it.each<[string, Partial<PayDraft>, number, number | null, string | null]>([
    ['the minimum now', {}, 2_500, null, null],
    ['the statement balance left', { amountChoice: 'statementBalance' }, 51_620, null, null],
    ['the current balance', { amountChoice: 'currentBalance' }, 61_234, null, null],
    ['an amount typed with a dollar sign and a comma', { amountChoice: 'other', otherAmount: '$1.01' }, 101, 101, null],
    [
      'the minimum on the last day it can be scheduled',
      { when: 'later', scheduledFor: '2027-01-27' },
      2_500,
      null,
      '2027-01-27',
    ],
    ['the minimum later today', { when: 'later', scheduledFor: '2026-11-28' }, 2_500, null, '2026-11-28'],
  ])('pays %s', (_rule, draft, amount, amountCents, scheduledFor) => {
    const choice = { ...ready, ...draft }.amountChoice;
    expect(checkPayDraft({ ...ready, ...draft }, options)).toEqual({
      amountCents: amount,
      request: { bankAccountId: 7, amountChoice: choice, amountCents, scheduledFor },
    });
  });
});
