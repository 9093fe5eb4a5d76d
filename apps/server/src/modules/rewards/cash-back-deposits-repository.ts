import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cashBackDeposits, rewardsLedger, type CashBackDepositRow } from './rewards-tables.js';

export type { CashBackDepositRow } from './rewards-tables.js';

/*
 * Cash back sent to a bank account (decision 082): the deposit's row beside
 * the ledger's redemption row, and the row that restores a returned deposit.
 */

/** Records the deposit of a redemption, once per request id; answers the row (the first one on a retry). */
export async function insertDeposit(
  tx: Db,
  deposit: {
    accountId: number;
    redemptionRequestId: string;
    amountCents: number;
    bankAccountId: number;
    destination: string;
  },
): Promise<CashBackDepositRow> {
  await tx.insert(cashBackDeposits).values(deposit).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(cashBackDeposits)
    .where(
      and(
        eq(cashBackDeposits.accountId, deposit.accountId),
        eq(cashBackDeposits.redemptionRequestId, deposit.redemptionRequestId),
      ),
    );
  if (!row) throw new Error('cash-back deposit row missing after insert');
  return row;
}

export async function depositById(db: Db, depositId: number): Promise<CashBackDepositRow | null> {
  const [row] = await db.select().from(cashBackDeposits).where(eq(cashBackDeposits.id, depositId));
  return row ?? null;
}

/** The issuer's id for the deposit, once it took the transfer. */
export async function storeProviderDepositId(db: Db, depositId: number, providerDepositId: string, at: Date) {
  await db.update(cashBackDeposits).set({ providerDepositId, updatedAt: at }).where(eq(cashBackDeposits.id, depositId));
}

export async function depositAtProvider(
  db: Db,
  accountId: number,
  providerDepositId: string,
): Promise<CashBackDepositRow | null> {
  const [row] = await db
    .select()
    .from(cashBackDeposits)
    .where(and(eq(cashBackDeposits.accountId, accountId), eq(cashBackDeposits.providerDepositId, providerDepositId)));
  return row ?? null;
}

/**
 * Moves a pending deposit to settled or returned; answers whether it moved
 * (a repeated or late event finds it already there and changes nothing).
 * A settled deposit can still come back returned (an ACH return follows the
 * settlement); a returned one stays returned.
 */
export async function moveDeposit(
  db: Db,
  depositId: number,
  to: { status: 'settled' | 'returned'; returnCode: string | null; at: Date },
): Promise<boolean> {
  const from = to.status === 'settled' ? ['pending'] : ['pending', 'settled'];
  const moved = await db
    .update(cashBackDeposits)
    .set({ status: to.status, returnCode: to.returnCode, updatedAt: to.at })
    .where(and(eq(cashBackDeposits.id, depositId), inArray(cashBackDeposits.status, from)))
    .returning({ id: cashBackDeposits.id });
  return moved.length > 0;
}

/** Puts a returned deposit's cash back into the balance: one positive row per deposit (the ledger's unique key). */
export async function insertDepositReturnRow(
  db: Db,
  deposit: { accountId: number; depositId: number; amountCents: number },
): Promise<void> {
  await db
    .insert(rewardsLedger)
    .values({
      accountId: deposit.accountId,
      kind: 'deposit_return',
      amountCents: deposit.amountCents,
      depositId: deposit.depositId,
    })
    .onConflictDoNothing();
}

/** The account's deposits, newest first. */
export async function depositsOf(db: Db, accountId: number, limit: number): Promise<CashBackDepositRow[]> {
  return db
    .select()
    .from(cashBackDeposits)
    .where(eq(cashBackDeposits.accountId, accountId))
    .orderBy(desc(cashBackDeposits.id))
    .limit(limit);
}

/** Whether a deposit to the bank account reached it before (not returned): a known destination needs no step-up. */
export async function hasSettledDepositTo(db: Db, accountId: number, bankAccountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cashBackDeposits.id })
    .from(cashBackDeposits)
    .where(
      and(
        eq(cashBackDeposits.accountId, accountId),
        eq(cashBackDeposits.bankAccountId, bankAccountId),
        eq(cashBackDeposits.status, 'settled'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The deposit a redemption request made (none or one). */
export async function depositsOfRequest(
  db: Db,
  accountId: number,
  redemptionRequestId: string,
): Promise<CashBackDepositRow[]> {
  return db
    .select()
    .from(cashBackDeposits)
    .where(
      and(eq(cashBackDeposits.accountId, accountId), eq(cashBackDeposits.redemptionRequestId, redemptionRequestId)),
    );
}
