import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  creditLimitIncreaseRequests,
  type CreditLimitIncreaseRow,
  type NewCreditLimitIncrease,
} from './credit-line-increases-tables.js';

export type { CreditLimitIncreaseRow } from './credit-line-increases-tables.js';

const table = creditLimitIncreaseRequests;
const openStatuses = ['submitted', 'referred'];

export async function insertLimitRequest(tx: Db, row: NewCreditLimitIncrease): Promise<CreditLimitIncreaseRow> {
  const [inserted] = await tx.insert(table).values(row).returning();
  if (!inserted) throw new Error('credit limit request insert returned no row');
  return inserted;
}

export async function limitRequestById(db: Db, id: number): Promise<CreditLimitIncreaseRow | null> {
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row ?? null;
}

/** The request's row, locked until the transaction ends (the staff pipeline's subject). */
export async function lockLimitRequest(tx: Db, id: number): Promise<CreditLimitIncreaseRow | null> {
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  return row ?? null;
}

export async function hasOpenLimitRequest(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.accountId, accountId), inArray(table.status, openStatuses)));
  return row !== undefined;
}

/** When the account's latest decided request was decided; null when none was. */
export async function lastLimitDecisionAt(db: Db, accountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ decidedAt: table.decidedAt })
    .from(table)
    .where(and(eq(table.accountId, accountId), isNotNull(table.decidedAt)))
    .orderBy(desc(table.decidedAt))
    .limit(1);
  return row?.decidedAt ?? null;
}

export async function limitRequestsOfUser(db: Db, userId: string): Promise<CreditLimitIncreaseRow[]> {
  return db.select().from(table).where(eq(table.userId, userId)).orderBy(desc(table.createdAt), desc(table.id));
}

export async function limitRequestsOfAccount(db: Db, accountId: number): Promise<CreditLimitIncreaseRow[]> {
  return db.select().from(table).where(eq(table.accountId, accountId)).orderBy(desc(table.createdAt), desc(table.id));
}

export interface LimitDecisionChange {
  status: 'approved' | 'declined';
  approvedLimitCents?: number;
  declineReasons?: string[];
  staffNote?: string | null;
  decidedBy: string;
  decidedAt: Date;
}

/** Writes a decision with a new version (the staff pipeline's write). */
export async function writeLimitDecision(
  tx: Db,
  row: CreditLimitIncreaseRow,
  change: LimitDecisionChange,
): Promise<{ status: string; version: number }> {
  const [written] = await tx
    .update(table)
    .set({
      status: change.status,
      approvedLimitCents: change.approvedLimitCents ?? null,
      declineReasons: change.declineReasons ?? [],
      staffNote: change.staffNote ?? null,
      decidedBy: change.decidedBy,
      decidedAt: change.decidedAt,
      version: row.version + 1,
    })
    .where(eq(table.id, row.id))
    .returning({ status: table.status, version: table.version });
  if (!written) throw new Error(`credit limit request ${row.id} vanished`);
  return written;
}

export async function markIssuerApplied(db: Db, id: number, at: Date): Promise<void> {
  await db.update(table).set({ issuerAppliedAt: at }).where(eq(table.id, id));
}

/** The back office's list: by status (all when null), newest first. */
export async function limitRequestPage(
  db: Db,
  query: { status: string | null; limit: number; offset: number },
): Promise<{ items: CreditLimitIncreaseRow[]; total: number }> {
  const where = query.status === null ? undefined : eq(table.status, query.status);
  const items = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ total: count() }).from(table).where(where);
  return { items, total: total?.total ?? 0 };
}

export async function markIssuerFailed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(table).set({ issuerFailedAt: at }).where(eq(table.id, id));
}
