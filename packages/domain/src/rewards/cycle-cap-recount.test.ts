import { describe, expect, it } from 'vitest';
import { recountCycleCap, reversedByRefunds, type CyclePurchase } from './cycle-cap-recount.js';

/** A purchase as the ledger holds it; `net` is what its rows sum to now. */
const purchase = (
  id: number,
  amountCents: number,
  rateBasisPoints: number,
  ledgerNetCents: number,
  refundCents: number[] = [],
): CyclePurchase => ({ id, amountCents, rateBasisPoints, ledgerNetCents, refundCents });

describe('the cycle counted again at the limit on its last day (docs/product-rules.md#cash-back)', () => {
  it.each([
    {
      rule: 'the limit did not change: nothing to adjust',
      purchases: [purchase(1, 60_000, 100, 600), purchase(2, 50_000, 100, 400)],
      limit: 100_000,
      expected: [
        { id: 1, eligibleCents: 60_000, earnedCents: 600, adjustmentCents: 0 },
        { id: 2, eligibleCents: 40_000, earnedCents: 400, adjustmentCents: 0 },
      ],
    },
    {
      rule: 'raised mid-cycle: the purchase over the old limit earns in full',
      purchases: [purchase(1, 60_000, 100, 600), purchase(2, 50_000, 100, 400)],
      limit: 200_000,
      expected: [
        { id: 1, eligibleCents: 60_000, earnedCents: 600, adjustmentCents: 0 },
        { id: 2, eligibleCents: 50_000, earnedCents: 500, adjustmentCents: 100 },
      ],
    },
    {
      rule: 'lowered mid-cycle: earning stops at the lower limit, in posting order',
      purchases: [purchase(1, 60_000, 100, 600), purchase(2, 50_000, 100, 400)],
      limit: 50_000,
      expected: [
        { id: 1, eligibleCents: 50_000, earnedCents: 500, adjustmentCents: -100 },
        { id: 2, eligibleCents: 0, earnedCents: 0, adjustmentCents: -400 },
      ],
    },
    {
      rule: 'each purchase keeps the rate of its posting day',
      purchases: [purchase(1, 30_000, 100, 300), purchase(2, 30_000, 600, 600)],
      limit: 60_000,
      expected: [
        { id: 1, eligibleCents: 30_000, earnedCents: 300, adjustmentCents: 0 },
        { id: 2, eligibleCents: 30_000, earnedCents: 1_800, adjustmentCents: 1_200 },
      ],
    },
    {
      rule: 'a half refund reverses half of what the purchase earns at the new limit',
      purchases: [purchase(1, 100_000, 200, 1_000, [50_000])],
      limit: 40_000,
      expected: [{ id: 1, eligibleCents: 40_000, earnedCents: 800, adjustmentCents: -600 }],
    },
    {
      rule: 'a purchase refunded in full stays at nothing, whatever the limit',
      purchases: [purchase(1, 100_000, 100, 0, [100_000])],
      limit: 200_000,
      expected: [{ id: 1, eligibleCents: 100_000, earnedCents: 1_000, adjustmentCents: 0 }],
    },
    {
      rule: 'each purchase is floored to the cent on its own',
      purchases: [purchase(1, 199, 100, 0), purchase(2, 199, 100, 0)],
      limit: 300,
      expected: [
        { id: 1, eligibleCents: 199, earnedCents: 1, adjustmentCents: 1 },
        { id: 2, eligibleCents: 101, earnedCents: 1, adjustmentCents: 1 },
      ],
    },
    {
      rule: 'a limit of 0 earns nothing',
      purchases: [purchase(1, 10_000, 100, 100)],
      limit: 0,
      expected: [{ id: 1, eligibleCents: 0, earnedCents: 0, adjustmentCents: -100 }],
    },
    { rule: 'a cycle without purchases has nothing to count', purchases: [], limit: 100_000, expected: [] },
  ])('$rule', ({ purchases, limit, expected }) => {
    expect(recountCycleCap(purchases, limit)).toEqual(expected);
  });
});

describe("what a purchase's refunds took back in all", () => {
  it.each([
    ['no refund', 1_000, 10, [], 0],
    ['a half refund', 1_000, 10, [500], 5],
    ['two halves', 1_000, 10, [500, 500], 10],
    ['the floored share', 1_000, 7, [500], 3],
    ['more refunded than bought: never more than it earned', 1_000, 10, [800, 800], 10],
  ] as const)('%s', (_rule, amountCents, earnedCents, refundCents, reversed) => {
    expect(reversedByRefunds({ amountCents, earnedCents, refundCents })).toBe(reversed);
  });

  it('does not depend on the order the refunds came in', () => {
    const refunds = [333, 120, 547, 90];
    const forwards = reversedByRefunds({ amountCents: 1_000, earnedCents: 37, refundCents: refunds });
    const backwards = reversedByRefunds({ amountCents: 1_000, earnedCents: 37, refundCents: [...refunds].reverse() });
    expect(backwards).toBe(forwards);
  });
});
