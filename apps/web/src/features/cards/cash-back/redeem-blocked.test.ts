import { describe, expect, it } from 'vitest';
import { redemptionMessages } from '@waypoint/domain/rewards/rewards-ledger';
import type { Rewards } from '../api/rewards';
import { redeemBlockedReason } from './redeem-blocked';

const rewards = (fields: Partial<Rewards>): Rewards =>
  ({
    canRedeem: false,
    onTimePayments: 3,
    onTimePaymentsNeeded: 3,
    daysPastDue: 0,
    balanceCents: 1_000,
    ...fields,
  }) as Rewards;

describe('why the redeem button is off (docs/product-rules.md#cash-back)', () => {
  it.each([
    ['it is on', { canRedeem: true }, null],
    ['more than 60 days past due', { daysPastDue: 61 }, redemptionMessages.pastDue],
    [
      'past due and short of on-time payments: the past due comes first',
      { daysPastDue: 90, onTimePayments: 1 },
      redemptionMessages.pastDue,
    ],
    ['short of on-time payments', { onTimePayments: 2 }, redemptionMessages.notYet(2)],
    [
      '60 days past due is not more than 60: the balance is what is missing',
      { daysPastDue: 60, balanceCents: 0 },
      redemptionMessages.nothingToRedeem,
    ],
  ] as const)('%s', (_case, fields, reason) => {
    expect(redeemBlockedReason(rewards(fields))).toBe(reason);
  });
});
