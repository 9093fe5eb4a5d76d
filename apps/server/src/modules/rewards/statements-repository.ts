import { and, desc, eq, gt, ilike, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { daysPastDue } from '@waypoint/domain/card-account/days-past-due';
import type { Db } from '../../db/database.js';
import { cardStatements, cardTransactions, rewardsLedger, type CardStatementRow } from './rewards-tables.js';

/*
 * The statements' and transactions' SQL (decision 082): the pages, the PDF,
 * and the payments and returns the on-time rule weighs. Money is integer
 * cents; a transaction's amount is positive and its kind says which way it
 * moved the balance.
 */

/** Kinds that raise what is owed; every other kind (refund, payment, credit) lowers it. */
export const chargeKinds = ['purchase', 'fee', 'interest', 'payment_return'] as const;

/** A transaction's signed effect on the balance, in SQL. */
export const signedAmount = sql<number>`case when ${cardTransactions.kind} in ('purchase', 'fee', 'interest', 'payment_return')
  then ${cardTransactions.amountCents} else -${cardTransactions.amountCents} end`;

/** Every kind with its sign, posted in the period (start, end]; a credit balance shows as 0. */
export async function periodBalanceCents(db: Db, accountId: number, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${signedAmount}), 0)::int` })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.accountId, accountId),
        gt(cardTransactions.postedAt, start),
        lte(cardTransactions.postedAt, end),
      ),
    );
  return Math.max(0, row?.total ?? 0);
}

/** The account's statements, newest first. */
export async function statementsOfAccount(db: Db, accountId: number): Promise<CardStatementRow[]> {
  return db
    .select()
    .from(cardStatements)
    .where(eq(cardStatements.accountId, accountId))
    .orderBy(desc(cardStatements.periodEnd), desc(cardStatements.id));
}

export async function statementById(db: Db, statementId: number): Promise<CardStatementRow | null> {
  const [row] = await db.select().from(cardStatements).where(eq(cardStatements.id, statementId));
  return row ?? null;
}

/** The account's latest statement; null before one closed. */
export async function latestStatementOf(db: Db, accountId: number): Promise<CardStatementRow | null> {
  const [row] = await statementsOfAccount(db, accountId);
  return row ?? null;
}

/** Statements due on `day` (YYYY-MM-DD) whose minimum has not yet been received (not marked paid on time). */
export async function unpaidStatementsDueOn(db: Db, day: string): Promise<CardStatementRow[]> {
  return db
    .select()
    .from(cardStatements)
    .where(
      and(
        eq(cardStatements.dueDate, day),
        gt(cardStatements.minimumDueCents, 0),
        sql`${cardStatements.paidOnTimeAt} is null`,
      ),
    )
    .orderBy(cardStatements.id);
}

/** The account's payments and returns, for the on-time rule (statement-on-time.ts). */
export async function paymentLinesOf(tx: Db, accountId: number) {
  return tx
    .select({
      kind: cardTransactions.kind,
      paymentId: cardTransactions.paymentId,
      amountCents: cardTransactions.amountCents,
      postedAt: cardTransactions.postedAt,
    })
    .from(cardTransactions)
    .where(
      and(eq(cardTransactions.accountId, accountId), inArray(cardTransactions.kind, ['payment', 'payment_return'])),
    );
}

/** The account's payments received and the returns of them, as the statement rules read them. */
export async function paymentsAndReturnsOf(tx: Db, accountId: number) {
  const lines = await paymentLinesOf(tx, accountId);
  return {
    payments: lines
      .filter((line) => line.kind === 'payment')
      .map((line) => ({ paymentId: line.paymentId, amountCents: line.amountCents, receivedAt: line.postedAt })),
    returns: lines.filter((line) => line.kind === 'payment_return'),
  };
}

/** When each of the account's returned payments posted, oldest first: the Cardholder Agreement's default counts them. */
export async function paymentReturnDatesOf(db: Db, accountId: number): Promise<Date[]> {
  const rows = await db
    .select({ postedAt: cardTransactions.postedAt })
    .from(cardTransactions)
    .where(and(eq(cardTransactions.accountId, accountId), eq(cardTransactions.kind, 'payment_return')))
    .orderBy(cardTransactions.postedAt);
  return rows.map((row) => row.postedAt);
}

/** How many days the account is past due now (card-account/days-past-due.ts); 0 when up to date. */
export async function daysPastDueOf(tx: Db, accountId: number, now: Date): Promise<number> {
  const { payments, returns } = await paymentsAndReturnsOf(tx, accountId);
  return daysPastDue(await statementsOfAccount(tx, accountId), payments, returns, now);
}

export async function setStatementPaidOnTime(tx: Db, statementId: number, at: Date | null): Promise<void> {
  await tx.update(cardStatements).set({ paidOnTimeAt: at }).where(eq(cardStatements.id, statementId));
}

/** Cash back earned on the purchases posted in the period (start, end], less reversals of refunds posted in it. */
export async function cashBackEarnedBetween(db: Db, accountId: number, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${rewardsLedger.amountCents}), 0)::int` })
    .from(rewardsLedger)
    .innerJoin(cardTransactions, eq(rewardsLedger.transactionId, cardTransactions.id))
    .where(
      and(
        eq(rewardsLedger.accountId, accountId),
        inArray(rewardsLedger.kind, ['earning', 'reversal', 'adjustment']),
        gt(cardTransactions.postedAt, start),
        lte(cardTransactions.postedAt, end),
      ),
    );
  return row?.total ?? 0;
}

/** `%`, `_` and `\` matched as themselves in an ILIKE pattern (backslash is PostgreSQL's default escape). */
export function likePatternFor(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface TransactionQuery {
  search?: string;
  /** A statement's cycle: lines posted in (start, end]. */
  period?: { start: Date; end: Date };
  /** Lines strictly older than this (postedAt, id) pair, as the cursor gave it. */
  before?: { postedAt: Date; id: number };
  limit: number;
}

/** A page of the account's posted lines, newest first, with the cash back each earned or reversed. */
export async function transactionsPage(db: Db, accountId: number, query: TransactionQuery) {
  const conditions: SQL[] = [eq(cardTransactions.accountId, accountId)];
  if (query.search) conditions.push(ilike(cardTransactions.description, likePatternFor(query.search)));
  if (query.period) {
    conditions.push(
      gt(cardTransactions.postedAt, query.period.start),
      lte(cardTransactions.postedAt, query.period.end),
    );
  }
  if (query.before) {
    const { postedAt, id } = query.before;
    const older = or(
      lt(cardTransactions.postedAt, postedAt),
      and(eq(cardTransactions.postedAt, postedAt), lt(cardTransactions.id, id)),
    );
    if (older) conditions.push(older);
  }
  return db
    .select({
      id: cardTransactions.id,
      providerTransactionId: cardTransactions.providerTransactionId,
      kind: cardTransactions.kind,
      amountCents: cardTransactions.amountCents,
      description: cardTransactions.description,
      postedAt: cardTransactions.postedAt,
      earnedCents: cardTransactions.earnedCents,
      ledgerCents: rewardsLedger.amountCents,
    })
    .from(cardTransactions)
    .leftJoin(
      rewardsLedger,
      and(eq(rewardsLedger.transactionId, cardTransactions.id), isNotNull(rewardsLedger.transactionId)),
    )
    .where(and(...conditions))
    .orderBy(desc(cardTransactions.postedAt), desc(cardTransactions.id))
    .limit(query.limit);
}

/** Every line posted in a statement's cycle (start, end], oldest first: the statement's transaction list. */
export async function transactionsInPeriod(db: Db, accountId: number, start: Date, end: Date) {
  return db
    .select({
      postedAt: cardTransactions.postedAt,
      kind: cardTransactions.kind,
      description: cardTransactions.description,
      amountCents: cardTransactions.amountCents,
    })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.accountId, accountId),
        gt(cardTransactions.postedAt, start),
        lte(cardTransactions.postedAt, end),
      ),
    )
    .orderBy(cardTransactions.postedAt, cardTransactions.id);
}
