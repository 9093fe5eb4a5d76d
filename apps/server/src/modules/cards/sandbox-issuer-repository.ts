import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  sandboxIssuerAccounts,
  sandboxIssuerCards,
  sandboxIssuerDeposits,
  sandboxIssuerPayments,
  sandboxIssuerStatements,
  sandboxIssuerTransactions,
} from './cards-tables.js';

/*
 * The sandbox issuer's own records (sandbox-card-issuer.ts; docs/sandbox.md
 * "Cards"; decision 079): what a real issuer keeps on its side, its ledger of
 * record included.
 */

export type SandboxTransactionRow = typeof sandboxIssuerTransactions.$inferSelect;
export type SandboxPaymentRow = typeof sandboxIssuerPayments.$inferSelect;
export type SandboxDepositRow = typeof sandboxIssuerDeposits.$inferSelect;
export type SandboxStatementRow = typeof sandboxIssuerStatements.$inferSelect;
export type SandboxAccountRow = typeof sandboxIssuerAccounts.$inferSelect;

/** Records the card once; false when it is there already (a retried issue). */
export async function insertSandboxCard(tx: Db, card: typeof sandboxIssuerCards.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(sandboxIssuerCards)
    .values(card)
    .onConflictDoNothing()
    .returning({ cardId: sandboxIssuerCards.cardId });
  return inserted.length > 0;
}

export async function sandboxCardById(db: Db, cardId: string) {
  const [card] = await db.select().from(sandboxIssuerCards).where(eq(sandboxIssuerCards.cardId, cardId));
  return card ?? null;
}

export async function setSandboxCardActivated(db: Db, cardId: string): Promise<void> {
  await db.update(sandboxIssuerCards).set({ activated: true }).where(eq(sandboxIssuerCards.cardId, cardId));
}

export async function setSandboxCardLocked(db: Db, cardId: string, locked: boolean): Promise<void> {
  await db.update(sandboxIssuerCards).set({ locked }).where(eq(sandboxIssuerCards.cardId, cardId));
}

/** Opens the account once; a repeated open keeps the first one's terms. */
export async function insertSandboxAccount(db: Db, account: typeof sandboxIssuerAccounts.$inferInsert): Promise<void> {
  await db.insert(sandboxIssuerAccounts).values(account).onConflictDoNothing();
}

export async function sandboxAccountById(db: Db, accountId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(sandboxIssuerAccounts).where(eq(sandboxIssuerAccounts.accountId, accountId));
  const [account] = options.lock ? await query.for('update') : await query;
  return account ?? null;
}

/** Marks the account activated the first time; answers whether this was the first. */
export async function markSandboxAccountActivated(tx: Db, accountId: string, at: Date): Promise<boolean> {
  const updated = await tx
    .update(sandboxIssuerAccounts)
    .set({ activatedAt: at })
    .where(and(eq(sandboxIssuerAccounts.accountId, accountId), sql`${sandboxIssuerAccounts.activatedAt} is null`))
    .returning({ accountId: sandboxIssuerAccounts.accountId });
  return updated.length > 0;
}

export async function updateSandboxAccount(
  db: Db,
  accountId: string,
  change: Partial<
    Pick<SandboxAccountRow, 'creditLimitCents' | 'closedAt' | 'rateCapBps' | 'rateCapFrom' | 'rateCapReason'>
  >,
): Promise<void> {
  await db.update(sandboxIssuerAccounts).set(change).where(eq(sandboxIssuerAccounts.accountId, accountId));
}

/** Posts to the ledger once per transaction id; false when it was posted before. */
export async function insertSandboxTransaction(
  tx: Db,
  transaction: typeof sandboxIssuerTransactions.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(sandboxIssuerTransactions)
    .values(transaction)
    .onConflictDoNothing()
    .returning({ id: sandboxIssuerTransactions.transactionId });
  return inserted.length > 0;
}

export async function sandboxTransactionById(db: Db, transactionId: string) {
  const [row] = await db
    .select()
    .from(sandboxIssuerTransactions)
    .where(eq(sandboxIssuerTransactions.transactionId, transactionId));
  return row ?? null;
}

/** The account's postings after `after` (all when null) up to `upTo` (inclusive; no bound when null), oldest first. */
export async function sandboxTransactionsBetween(
  db: Db,
  accountId: string,
  after: Date | null,
  upTo: Date | null,
): Promise<SandboxTransactionRow[]> {
  return db
    .select()
    .from(sandboxIssuerTransactions)
    .where(
      and(
        eq(sandboxIssuerTransactions.accountId, accountId),
        after ? gt(sandboxIssuerTransactions.postedAt, after) : undefined,
        upTo ? lte(sandboxIssuerTransactions.postedAt, upTo) : undefined,
      ),
    )
    .orderBy(asc(sandboxIssuerTransactions.postedAt), asc(sandboxIssuerTransactions.transactionId));
}

/** Records the payment once per (account, key); answers the row that holds the key, new or not. */
export async function insertSandboxPayment(
  tx: Db,
  payment: typeof sandboxIssuerPayments.$inferInsert,
): Promise<{ row: SandboxPaymentRow; isNew: boolean }> {
  const [inserted] = await tx.insert(sandboxIssuerPayments).values(payment).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, isNew: true };
  const [existing] = await tx
    .select()
    .from(sandboxIssuerPayments)
    .where(
      and(
        eq(sandboxIssuerPayments.accountId, payment.accountId),
        eq(sandboxIssuerPayments.idempotencyKey, payment.idempotencyKey),
      ),
    );
  if (!existing) throw new Error(`sandbox payment ${payment.paymentId} collided with another account's`);
  return { row: existing, isNew: false };
}

export async function lockSandboxPayment(tx: Db, paymentId: string): Promise<SandboxPaymentRow | null> {
  const [row] = await tx
    .select()
    .from(sandboxIssuerPayments)
    .where(eq(sandboxIssuerPayments.paymentId, paymentId))
    .for('update');
  return row ?? null;
}

export async function updateSandboxPayment(
  tx: Db,
  paymentId: string,
  change: Partial<Pick<SandboxPaymentRow, 'status' | 'postedAt' | 'returnCode' | 'returnedAt'>>,
): Promise<void> {
  await tx.update(sandboxIssuerPayments).set(change).where(eq(sandboxIssuerPayments.paymentId, paymentId));
}

/** Records the deposit once per (account, key); answers the row that holds the key, new or not. */
export async function insertSandboxDeposit(
  tx: Db,
  deposit: typeof sandboxIssuerDeposits.$inferInsert,
): Promise<{ row: SandboxDepositRow; isNew: boolean }> {
  const [inserted] = await tx.insert(sandboxIssuerDeposits).values(deposit).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, isNew: true };
  const [existing] = await tx
    .select()
    .from(sandboxIssuerDeposits)
    .where(
      and(
        eq(sandboxIssuerDeposits.accountId, deposit.accountId),
        eq(sandboxIssuerDeposits.idempotencyKey, deposit.idempotencyKey),
      ),
    );
  if (!existing) throw new Error(`sandbox deposit ${deposit.depositId} collided with another account's`);
  return { row: existing, isNew: false };
}

export async function lockSandboxDeposit(tx: Db, depositId: string): Promise<SandboxDepositRow | null> {
  const [row] = await tx
    .select()
    .from(sandboxIssuerDeposits)
    .where(eq(sandboxIssuerDeposits.depositId, depositId))
    .for('update');
  return row ?? null;
}

export async function updateSandboxDeposit(
  tx: Db,
  depositId: string,
  change: Partial<Pick<SandboxDepositRow, 'status' | 'returnCode' | 'settledAt' | 'returnedAt'>>,
): Promise<void> {
  await tx.update(sandboxIssuerDeposits).set(change).where(eq(sandboxIssuerDeposits.depositId, depositId));
}

export async function latestSandboxStatement(db: Db, accountId: string): Promise<SandboxStatementRow | null> {
  const [row] = await db
    .select()
    .from(sandboxIssuerStatements)
    .where(eq(sandboxIssuerStatements.accountId, accountId))
    .orderBy(desc(sandboxIssuerStatements.cycle))
    .limit(1);
  return row ?? null;
}

export async function sandboxStatementOfCycle(db: Db, accountId: string, cycle: number) {
  const [row] = await db
    .select()
    .from(sandboxIssuerStatements)
    .where(and(eq(sandboxIssuerStatements.accountId, accountId), eq(sandboxIssuerStatements.cycle, cycle)));
  return row ?? null;
}

/** Records the cycle's statement once; false when that cycle had closed already. */
export async function insertSandboxStatement(tx: Db, statement: SandboxStatementRow): Promise<boolean> {
  const inserted = await tx
    .insert(sandboxIssuerStatements)
    .values(statement)
    .onConflictDoNothing()
    .returning({ id: sandboxIssuerStatements.statementId });
  return inserted.length > 0;
}

/** The account's statements closed after `after` (all when null), oldest first. */
export async function sandboxStatementsAfter(db: Db, accountId: string, after: Date | null) {
  return db
    .select()
    .from(sandboxIssuerStatements)
    .where(
      and(
        eq(sandboxIssuerStatements.accountId, accountId),
        after ? gt(sandboxIssuerStatements.periodEnd, after) : undefined,
      ),
    )
    .orderBy(asc(sandboxIssuerStatements.cycle));
}

export async function sandboxDepositById(db: Db, depositId: string): Promise<SandboxDepositRow | null> {
  const [row] = await db.select().from(sandboxIssuerDeposits).where(eq(sandboxIssuerDeposits.depositId, depositId));
  return row ?? null;
}

/** The account's cards, to lock them all when it closes. */
export async function lockSandboxCardsOfAccount(db: Db, accountId: string): Promise<void> {
  await db.update(sandboxIssuerCards).set({ locked: true }).where(eq(sandboxIssuerCards.accountId, accountId));
}
