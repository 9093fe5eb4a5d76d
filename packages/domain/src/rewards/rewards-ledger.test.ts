import { describe, expect, it } from 'vitest';
import { cashBackRateBasisPoints } from './cash-back.js';
import {
  cashBackRateBreakdown,
  checkRedemption,
  purchaseEarning,
  refundReversalCents,
  rewardsBalanceCents,
  type RewardsLedgerRow,
} from './rewards-ledger.js';

const asOf = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(asOf.getTime() - days * 86_400_000);

describe('the rate at the edges (docs/product-rules.md#cash-back)', () => {
  it.each([
    ['the 5th referral reaches 6%', [1, 2, 3, 4, 5].map(daysAgo), 600, false],
    ['the 6th referral adds nothing', [1, 2, 3, 4, 5, 6].map(daysAgo), 600, true],
    ['4 referrals give 5%', [1, 2, 3, 4].map(daysAgo), 500, false],
  ] as const)('%s', (_rule, activations, rate, capped) => {
    const breakdown = cashBackRateBreakdown(activations, asOf);
    expect([breakdown.rateBasisPoints, breakdown.capped]).toEqual([rate, capped]);
  });

  it('ends a boost on its day: 12 months to the instant', () => {
    const activatedAt = new Date('2025-11-26T12:00:00Z');
    expect(cashBackRateBasisPoints([activatedAt], new Date('2026-11-26T11:59:59Z'))).toBe(200);
    expect(cashBackRateBasisPoints([activatedAt], new Date('2026-11-26T12:00:00Z'))).toBe(100);
  });

  it('lists the boosts that count, soonest to end first', () => {
    const breakdown = cashBackRateBreakdown([daysAgo(10), daysAgo(400), daysAgo(100)], asOf);
    expect(breakdown.boosts.map((boost) => boost.activatedAt)).toEqual([daysAgo(100), daysAgo(10)]);
  });
});

describe('what a purchase earns under the cycle cap', () => {
  it.each([
    ['all of it under the cap', 10_000, 0, 50_000, 100, 10_000, 100],
    ['only what fits under the cap', 10_000, 45_000, 50_000, 200, 5_000, 100],
    ['nothing once the cap is reached', 10_000, 50_000, 50_000, 600, 0, 0],
    ['floored to the cent', 199, 0, 50_000, 100, 199, 1],
    ['6% of $33.33 is $1.99', 3_333, 0, 50_000, 600, 3_333, 199],
  ])('%s', (_rule, amountCents, eligibleSoFarCents, creditLimitCents, rateBasisPoints, eligible, earned) => {
    expect(purchaseEarning({ amountCents, eligibleSoFarCents, creditLimitCents, rateBasisPoints })).toEqual({
      eligibleCents: eligible,
      earnedCents: earned,
    });
  });
});

describe('refund reversals', () => {
  it.each([
    ['a full refund takes back all', 10_000, 200, 10_000, 0, 200],
    ['half a refund takes back half', 10_000, 200, 5_000, 0, 100],
    ['a refund above the purchase takes back all', 10_000, 200, 20_000, 0, 200],
    ['never more than is left', 10_000, 200, 10_000, 150, 50],
    ['a purchase that earned nothing', 10_000, 0, 10_000, 0, 0],
  ])('%s', (_rule, purchaseAmountCents, purchaseEarnedCents, refundCents, alreadyReversedCents, reversal) => {
    expect(refundReversalCents({ purchaseAmountCents, purchaseEarnedCents, refundCents, alreadyReversedCents })).toBe(
      reversal,
    );
  });
});

describe('redemption', () => {
  it.each([
    [2, 5_000, undefined, 0, { ok: false, reason: 'notYet' }],
    [3, 0, undefined, 0, { ok: false, reason: 'nothingToRedeem' }],
    [3, 5_000, 6_000, 0, { ok: false, reason: 'tooMuch' }],
    [3, 5_000, undefined, 0, { ok: true, amountCents: 5_000 }],
    [4, 5_000, 1_000, 0, { ok: true, amountCents: 1_000 }],
    // Rewards Terms: "If your account is more than 60 days past due, you cannot redeem until it is up to date."
    [4, 5_000, undefined, 60, { ok: true, amountCents: 5_000 }],
    [4, 5_000, undefined, 61, { ok: false, reason: 'pastDue' }],
    [2, 5_000, undefined, 61, { ok: false, reason: 'pastDue' }],
  ] as const)(
    '%i on-time payments, balance %i, asking %s, %i days past due',
    (onTimePayments, balanceCents, amountCents, daysPastDue, expected) => {
      expect(checkRedemption({ onTimePayments, balanceCents, amountCents, daysPastDue })).toMatchObject(expected);
    },
  );

  it('says when the account is too far past due', () => {
    const refused = checkRedemption({ onTimePayments: 5, balanceCents: 100, daysPastDue: 75 });
    expect(!refused.ok && refused.message).toBe(
      'Your account is more than 60 days past due. You can redeem cash back once it is up to date.',
    );
  });

  it('says how many payments there are so far', () => {
    const refused = checkRedemption({ onTimePayments: 1, balanceCents: 100, daysPastDue: 0 });
    expect(!refused.ok && refused.message).toBe(
      'You can redeem cash back after 3 on-time payments. You have made 1 so far.',
    );
  });
});

describe('the balance is the sum of the rows (property)', () => {
  // A small deterministic generator: the same sequences every run, many shapes.
  function* sequences(count: number): Generator<{ purchases: number[]; refunds: number[] }> {
    let seed = 20261126;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let index = 0; index < count; index += 1) {
      const purchases = Array.from({ length: 1 + (next() % 30) }, () => 1 + (next() % 200_000));
      const refunds = purchases.map((amount) => (next() % 4 === 0 ? next() % (amount + 1) : 0));
      yield { purchases, refunds };
    }
  }

  it('holds for 500 random cycles of purchases, refunds and one redemption', () => {
    for (const { purchases, refunds } of sequences(500)) {
      const rows: RewardsLedgerRow[] = [];
      let eligibleSoFar = 0;
      let expected = 0;
      purchases.forEach((amountCents, index) => {
        const earning = purchaseEarning({
          amountCents,
          eligibleSoFarCents: eligibleSoFar,
          creditLimitCents: 500_000,
          rateBasisPoints: 300,
        });
        eligibleSoFar += earning.eligibleCents;
        rows.push({ kind: 'earning', amountCents: earning.earnedCents });
        expected += earning.earnedCents;
        const refund = refunds[index] ?? 0;
        const reversal = refundReversalCents({
          purchaseAmountCents: amountCents,
          purchaseEarnedCents: earning.earnedCents,
          refundCents: refund,
          alreadyReversedCents: 0,
        });
        if (reversal > 0) rows.push({ kind: 'reversal', amountCents: -reversal });
        expected -= reversal;
        expect(reversal).toBeLessThanOrEqual(earning.earnedCents);
      });
      expect(eligibleSoFar).toBeLessThanOrEqual(500_000);
      const redemption = checkRedemption({
        onTimePayments: 3,
        balanceCents: rewardsBalanceCents(rows),
        daysPastDue: 0,
      });
      if (redemption.ok) {
        rows.push({ kind: 'redemption', amountCents: -redemption.amountCents });
        expected -= redemption.amountCents;
      }
      expect(rewardsBalanceCents(rows)).toBe(expected);
      expect(rewardsBalanceCents(rows)).toBeGreaterThanOrEqual(0);
    }
  });
});
