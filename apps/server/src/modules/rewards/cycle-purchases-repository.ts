import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { CyclePurchase } from '@waypoint/domain/rewards/cycle-cap-recount';
import type { Db } from '../../db/database.js';
import { cardTransactions, rewardsLedger } from './rewards-tables.js';

/*
 * The reads and writes of a closed cycle's recount (decision 104): its purchases in posting
 * order, each with its refunds and what the ledger holds for it.
 */

export type RecordedCyclePurchase = CyclePurchase & { eligibleCents: number; earnedCents: number };

/** The amounts of the refunds of a purchase (its provider id) recorded so far, but one. */
export async function refundAmountsOf(
  tx: Db,
  accountId: number,
  purchaseProviderId: string,
  exceptRefundId?: number,
): Promise<number[]> {
  const conditions = [
    eq(cardTransactions.accountId, accountId),
    eq(cardTransactions.kind, 'refund'),
    eq(cardTransactions.refundsTransactionId, purchaseProviderId),
  ];
  if (exceptRefundId !== undefined) conditions.push(ne(cardTransactions.id, exceptRefundId));
  const rows = await tx
    .select({ amountCents: cardTransactions.amountCents })
    .from(cardTransactions)
    .where(and(...conditions))
    .orderBy(asc(cardTransactions.postedAt), asc(cardTransactions.id));
  return rows.map((row) => row.amountCents);
}

/** The purchases posted in (start, end], oldest first, with their refunds and ledger sums. */
export async function cyclePurchasesOf(
  tx: Db,
  accountId: number,
  start: Date,
  end: Date,
): Promise<RecordedCyclePurchase[]> {
  const purchases = await tx
    .select({
      id: cardTransactions.id,
      providerTransactionId: cardTransactions.providerTransactionId,
      amountCents: cardTransactions.amountCents,
      rateBasisPoints: cardTransactions.rateBasisPoints,
      eligibleCents: cardTransactions.eligibleCents,
      earnedCents: cardTransactions.earnedCents,
    })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.accountId, accountId),
        eq(cardTransactions.kind, 'purchase'),
        gt(cardTransactions.postedAt, start),
        lte(cardTransactions.postedAt, end),
      ),
    )
    .orderBy(asc(cardTransactions.postedAt), asc(cardTransactions.id));
  if (purchases.length === 0) return [];
  const refunds = await tx
    .select({
      id: cardTransactions.id,
      refundsTransactionId: cardTransactions.refundsTransactionId,
      amountCents: cardTransactions.amountCents,
    })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.accountId, accountId),
        eq(cardTransactions.kind, 'refund'),
        inArray(
          cardTransactions.refundsTransactionId,
          purchases.map((purchase) => purchase.providerTransactionId),
        ),
      ),
    )
    .orderBy(asc(cardTransactions.postedAt), asc(cardTransactions.id));
  const sums = await tx
    .select({
      transactionId: rewardsLedger.transactionId,
      totalCents: sql<number>`sum(${rewardsLedger.amountCents})::int`,
    })
    .from(rewardsLedger)
    .where(
      and(
        eq(rewardsLedger.accountId, accountId),
        inArray(rewardsLedger.transactionId, [...purchases.map((row) => row.id), ...refunds.map((row) => row.id)]),
      ),
    )
    .groupBy(rewardsLedger.transactionId);
  const ledgerOf = new Map(sums.map((row) => [row.transactionId, row.totalCents]));
  const refundsOf = new Map<string | null, typeof refunds>();
  for (const refund of refunds) {
    const list = refundsOf.get(refund.refundsTransactionId);
    if (list) list.push(refund);
    else refundsOf.set(refund.refundsTransactionId, [refund]);
  }
  return purchases.map((purchase) => {
    const itsRefunds = refundsOf.get(purchase.providerTransactionId) ?? [];
    return {
      id: purchase.id,
      amountCents: purchase.amountCents,
      // A purchase recorded without a rate earned nothing; counted again it still earns nothing.
      rateBasisPoints: purchase.rateBasisPoints ?? 0,
      refundCents: itsRefunds.map((refund) => refund.amountCents),
      ledgerNetCents:
        (ledgerOf.get(purchase.id) ?? 0) + itsRefunds.reduce((sum, refund) => sum + (ledgerOf.get(refund.id) ?? 0), 0),
      eligibleCents: purchase.eligibleCents,
      earnedCents: purchase.earnedCents,
    };
  });
}

/** A closed cycle's adjustment of one purchase's cash back, once per purchase (the ledger's unique key). */
export async function insertCycleAdjustment(
  tx: Db,
  row: { accountId: number; amountCents: number; transactionId: number },
): Promise<void> {
  await tx
    .insert(rewardsLedger)
    .values({ ...row, kind: 'adjustment' })
    .onConflictDoNothing();
}
