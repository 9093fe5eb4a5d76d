import { and, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardAutopay, cardAutopayPayments } from './autopay-tables.js';
import { cardPayments } from './card-payments-tables.js';

/*
 * Autopay's SQL (docs/product-rules.md#autopay): the only file that knows its
 * tables.
 */

export type AutopayRow = typeof cardAutopay.$inferSelect;
export type AutopayPaymentRow = typeof cardAutopayPayments.$inferSelect;

export async function autopayOf(db: Db, accountId: number): Promise<AutopayRow | null> {
  const [row] = await db.select().from(cardAutopay).where(eq(cardAutopay.accountId, accountId));
  return row ?? null;
}

/** Turns autopay on or changes it; the first time keeps its creation time. */
export async function storeAutopay(
  tx: Db,
  setting: {
    accountId: number;
    bankAccountId: number;
    amountChoice: string;
    fixedAmountCents: number | null;
    at: Date;
  },
): Promise<void> {
  const values = {
    bankAccountId: setting.bankAccountId,
    amountChoice: setting.amountChoice,
    fixedAmountCents: setting.fixedAmountCents,
    updatedAt: setting.at,
  };
  await tx
    .insert(cardAutopay)
    .values({ accountId: setting.accountId, createdAt: setting.at, ...values })
    .onConflictDoUpdate({ target: cardAutopay.accountId, set: values });
}

export async function deleteAutopay(tx: Db, accountId: number): Promise<boolean> {
  const deleted = await tx
    .delete(cardAutopay)
    .where(eq(cardAutopay.accountId, accountId))
    .returning({ accountId: cardAutopay.accountId });
  return deleted.length > 0;
}

/** Whether autopay pays from the bank account (its removal is refused while it does). */
export async function autopayUsesBankAccount(db: Db, bankAccountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: cardAutopay.accountId })
    .from(cardAutopay)
    .where(eq(cardAutopay.bankAccountId, bankAccountId))
    .limit(1);
  return row !== undefined;
}

/** Records what autopay did for a closed statement, once per statement; null when it was recorded before. */
export async function claimAutopayPayment(
  tx: Db,
  record: typeof cardAutopayPayments.$inferInsert,
): Promise<AutopayPaymentRow | null> {
  const [row] = await tx.insert(cardAutopayPayments).values(record).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setAutopayPayment(
  tx: Db,
  id: number,
  set: Partial<Omit<AutopayPaymentRow, 'id'>>,
): Promise<void> {
  await tx.update(cardAutopayPayments).set(set).where(eq(cardAutopayPayments.id, id));
}

/** The autopay record of a payment; null for a payment autopay did not make. */
export async function autopayPaymentOf(db: Db, paymentId: number): Promise<AutopayPaymentRow | null> {
  const [row] = await db.select().from(cardAutopayPayments).where(eq(cardAutopayPayments.paymentId, paymentId));
  return row ?? null;
}

/** The autopay record of a payment, locked for the caller's transaction. */
export async function lockAutopayPaymentOf(tx: Db, paymentId: number): Promise<AutopayPaymentRow | null> {
  const [row] = await tx
    .select()
    .from(cardAutopayPayments)
    .where(eq(cardAutopayPayments.paymentId, paymentId))
    .for('update');
  return row ?? null;
}

/** The account's autopay payments still waiting for their day (turning autopay off cancels them). */
export async function waitingAutopayPayments(tx: Db, accountId: number): Promise<AutopayPaymentRow[]> {
  return tx
    .select()
    .from(cardAutopayPayments)
    .where(and(eq(cardAutopayPayments.accountId, accountId), inArray(cardAutopayPayments.outcome, ['scheduled'])))
    .for('update');
}

/** What autopay did for a statement; null when autopay was off at its close. */
export async function autopayPaymentForStatement(
  db: Db,
  accountId: number,
  providerStatementId: string,
): Promise<AutopayPaymentRow | null> {
  const [row] = await db
    .select()
    .from(cardAutopayPayments)
    .where(
      and(
        eq(cardAutopayPayments.accountId, accountId),
        eq(cardAutopayPayments.providerStatementId, providerStatementId),
      ),
    );
  return row ?? null;
}

/** The earliest due date an autopay payment still waits for (its payment scheduled); null when none does. */
export async function nextAutopayDay(db: Db, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: min(cardAutopayPayments.dueDate) })
    .from(cardAutopayPayments)
    .innerJoin(cardPayments, eq(cardPayments.id, cardAutopayPayments.paymentId))
    .where(and(eq(cardAutopayPayments.accountId, accountId), eq(cardPayments.status, 'scheduled')));
  return row?.day ?? null;
}
