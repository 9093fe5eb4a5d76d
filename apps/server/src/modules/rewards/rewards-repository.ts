import { and, desc, eq, gt, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  cardStatements,
  cardTransactions,
  cashBackDeposits,
  rewardsLedger,
  statementCreditAcceptances,
  type CardTransactionRow,
} from './rewards-tables.js';

export type { CardStatementRow, CardTransactionRow } from './rewards-tables.js';
export type NewTransaction = typeof cardTransactions.$inferInsert;
export type NewStatement = typeof cardStatements.$inferInsert;

/*
 * The rewards' SQL (decision 037): what the issuer posted to an account and
 * the cash-back ledger counted from it. The only file of the module that
 * knows its tables (decision 061).
 */

/** Records a posted transaction once; answers its id, or null when it was recorded before. */
export async function insertTransaction(tx: Db, transaction: NewTransaction): Promise<number | null> {
  const [recorded] = await tx
    .insert(cardTransactions)
    .values(transaction)
    .onConflictDoNothing()
    .returning({ id: cardTransactions.id });
  return recorded?.id ?? null;
}

/** Records a closed statement once; false when it was recorded before. */
export async function insertStatement(tx: Db, statement: NewStatement): Promise<boolean> {
  const inserted = await tx
    .insert(cardStatements)
    .values(statement)
    .onConflictDoNothing()
    .returning({ id: cardStatements.id });
  return inserted.length > 0;
}

export async function transactionById(tx: Db, transactionId: number): Promise<CardTransactionRow | null> {
  const [transaction] = await tx.select().from(cardTransactions).where(eq(cardTransactions.id, transactionId));
  return transaction ?? null;
}

/** The end of the account's last statement at or before `at`; null when none closed yet. */
export async function lastStatementEndAtOrBefore(db: Db, accountId: number, at: Date): Promise<Date | null> {
  const [last] = await db
    .select({ periodEnd: cardStatements.periodEnd })
    .from(cardStatements)
    .where(and(eq(cardStatements.accountId, accountId), lte(cardStatements.periodEnd, at)))
    .orderBy(desc(cardStatements.periodEnd))
    .limit(1);
  return last?.periodEnd ?? null;
}

/** The end of the account's last statement; null when none closed yet. */
export async function lastStatementEnd(db: Db, accountId: number): Promise<Date | null> {
  const [last] = await db
    .select({ periodEnd: cardStatements.periodEnd })
    .from(cardStatements)
    .where(eq(cardStatements.accountId, accountId))
    .orderBy(desc(cardStatements.periodEnd))
    .limit(1);
  return last?.periodEnd ?? null;
}

/** Purchases counted as eligible in the cycle that began at `cycleStart` (null: since the opening). */
export async function cycleEligibleCents(
  db: Db,
  accountId: number,
  cycleStart: Date | null,
  except?: number,
): Promise<number> {
  const conditions = [eq(cardTransactions.accountId, accountId), eq(cardTransactions.kind, 'purchase')];
  if (cycleStart) conditions.push(gt(cardTransactions.postedAt, cycleStart));
  if (except !== undefined) conditions.push(ne(cardTransactions.id, except));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cardTransactions.eligibleCents}), 0)::int` })
    .from(cardTransactions)
    .where(and(...conditions));
  return row?.total ?? 0;
}

export async function recordPurchaseEarning(
  tx: Db,
  purchaseId: number,
  earning: { eligibleCents: number; earnedCents: number; rateBasisPoints: number },
): Promise<void> {
  await tx.update(cardTransactions).set(earning).where(eq(cardTransactions.id, purchaseId));
}

/** An earning or a reversal, once per transaction and kind (the ledger's unique key). */
export async function insertLedgerRow(
  tx: Db,
  row: { accountId: number; kind: 'earning' | 'reversal'; amountCents: number; transactionId: number },
): Promise<void> {
  await tx.insert(rewardsLedger).values(row).onConflictDoNothing();
}

/** The account's purchase a refund names by its provider id. */
export async function purchaseOf(
  tx: Db,
  accountId: number,
  providerTransactionId: string,
): Promise<CardTransactionRow | null> {
  const [purchase] = await tx
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.accountId, accountId),
        eq(cardTransactions.kind, 'purchase'),
        eq(cardTransactions.providerTransactionId, providerTransactionId),
      ),
    );
  return purchase ?? null;
}

/** The ledger's sum: the cash back to redeem. */
export async function balanceCentsOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${rewardsLedger.amountCents}), 0)::int` })
    .from(rewardsLedger)
    .where(eq(rewardsLedger.accountId, accountId));
  return row?.total ?? 0;
}

export async function onTimePaymentsOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cardStatements)
    .where(and(eq(cardStatements.accountId, accountId), isNotNull(cardStatements.paidOnTimeAt)));
  return row?.count ?? 0;
}

/** The latest ledger rows, newest first, with the description of the transaction each came from. */
export async function recentLedgerRows(db: Db, accountId: number, limit: number) {
  return db
    .select({
      id: rewardsLedger.id,
      kind: rewardsLedger.kind,
      amountCents: rewardsLedger.amountCents,
      createdAt: rewardsLedger.createdAt,
      transactionDescription: cardTransactions.description,
      depositDestination: cashBackDeposits.destination,
    })
    .from(rewardsLedger)
    .leftJoin(cardTransactions, eq(rewardsLedger.transactionId, cardTransactions.id))
    .leftJoin(
      cashBackDeposits,
      sql`${cashBackDeposits.id} = ${rewardsLedger.depositId} or (${cashBackDeposits.accountId} = ${rewardsLedger.accountId}
        and ${cashBackDeposits.redemptionRequestId} = ${rewardsLedger.redemptionRequestId})`,
    )
    .where(eq(rewardsLedger.accountId, accountId))
    .orderBy(desc(rewardsLedger.id))
    .limit(limit);
}

/** The amount a redemption request already took (negative), or null when the request id is new. */
export async function redemptionOf(tx: Db, accountId: number, requestId: string): Promise<number | null> {
  const [existing] = await tx
    .select({ amountCents: rewardsLedger.amountCents })
    .from(rewardsLedger)
    .where(and(eq(rewardsLedger.accountId, accountId), eq(rewardsLedger.redemptionRequestId, requestId)));
  return existing ? existing.amountCents : null;
}

/** The issuer accepted the redemption's statement credit: recorded once, the first time. */
export async function recordStatementCreditAccepted(
  db: Db,
  accountId: number,
  requestId: string,
  at: Date,
): Promise<void> {
  await db
    .insert(statementCreditAcceptances)
    .values({ accountId, redemptionRequestId: requestId, acceptedAt: at })
    .onConflictDoNothing();
}

/** Whether a redemption request's statement credit is still waiting for the issuer; false when there is none. */
export async function statementCreditWaiting(db: Db, accountId: number, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ acceptedAt: statementCreditAcceptances.acceptedAt })
    .from(rewardsLedger)
    .leftJoin(
      statementCreditAcceptances,
      and(
        eq(statementCreditAcceptances.accountId, rewardsLedger.accountId),
        eq(statementCreditAcceptances.redemptionRequestId, rewardsLedger.redemptionRequestId),
      ),
    )
    .where(
      and(
        eq(rewardsLedger.accountId, accountId),
        eq(rewardsLedger.redemptionRequestId, requestId),
        eq(rewardsLedger.kind, 'redemption'),
      ),
    );
  return row !== undefined && row.acceptedAt === null;
}

export async function insertRedemption(
  tx: Db,
  redemption: {
    accountId: number;
    amountCents: number;
    redemptionRequestId: string;
    kind?: 'redemption' | 'forfeiture';
  },
): Promise<void> {
  await tx.insert(rewardsLedger).values({
    accountId: redemption.accountId,
    kind: redemption.kind ?? 'redemption',
    amountCents: redemption.amountCents,
    redemptionRequestId: redemption.redemptionRequestId,
  });
}
