import { purchaseEarning, refundReversalCents } from './rewards-ledger.js';

/*
 * The cycle's cap counted again at its close (docs/product-rules.md#cash-back, decision 104).
 * The Rewards Terms cap each billing cycle's earning purchases at "your credit limit on the last
 * day of the billing cycle". A purchase's cash back is worked out when it posts, against the limit
 * of that day; when the cycle closes, its purchases are counted again, in posting order, against
 * the limit on its last day, and each one's difference goes to the ledger as one adjustment.
 * The two counts differ only when the limit changed during the cycle.
 */

/**
 * What a purchase's refunds took back in all, against what it earned: each refund in turn
 * reverses the floored refunded share, never more than is left (refundReversalCents). The total
 * does not depend on the refunds' order.
 */
export function reversedByRefunds(purchase: {
  amountCents: number;
  earnedCents: number;
  refundCents: readonly number[];
}): number {
  let reversed = 0;
  for (const refundCents of purchase.refundCents) {
    reversed += refundReversalCents({
      purchaseAmountCents: purchase.amountCents,
      purchaseEarnedCents: purchase.earnedCents,
      refundCents,
      alreadyReversedCents: reversed,
    });
  }
  return reversed;
}

export interface CyclePurchase {
  id: number;
  amountCents: number;
  /** The rate of its posting day: a recount never changes it. */
  rateBasisPoints: number;
  /** The refunds of it posted so far, integer cents. */
  refundCents: readonly number[];
  /** What the ledger holds for it now: its earning, less its refunds' reversals (and any adjustment). */
  ledgerNetCents: number;
}

export interface PurchaseRecount {
  id: number;
  eligibleCents: number;
  earnedCents: number;
  /** What the ledger must add (or, negative, take) so it holds what the purchase earns at the cycle's limit. */
  adjustmentCents: number;
}

/** Counts a closed cycle's purchases, in posting order, against the credit limit on its last day. */
export function recountCycleCap(purchases: readonly CyclePurchase[], creditLimitCents: number): PurchaseRecount[] {
  let eligibleSoFarCents = 0;
  return purchases.map((purchase) => {
    const earning = purchaseEarning({
      amountCents: purchase.amountCents,
      eligibleSoFarCents,
      creditLimitCents,
      rateBasisPoints: purchase.rateBasisPoints,
    });
    eligibleSoFarCents += earning.eligibleCents;
    const netCents =
      earning.earnedCents -
      reversedByRefunds({
        amountCents: purchase.amountCents,
        earnedCents: earning.earnedCents,
        refundCents: purchase.refundCents,
      });
    return { id: purchase.id, ...earning, adjustmentCents: netCents - purchase.ledgerNetCents };
  });
}
