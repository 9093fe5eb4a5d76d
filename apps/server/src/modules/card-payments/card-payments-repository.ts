import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  cardPayments,
  paymentBankAccounts,
  type CardPaymentRow,
  type PaymentBankAccountRow,
} from './card-payments-tables.js';

export type { CardPaymentRow, PaymentBankAccountRow } from './card-payments-tables.js';
export type NewCardPayment = typeof cardPayments.$inferInsert;
export type NewPaymentBankAccount = typeof paymentBankAccounts.$inferInsert;

/** Statuses in which a payment still stands to pay: it uses its bank account and counts toward what is paid. */
export const openPaymentStatuses = ['scheduled', 'pending'] as const;

/**
 * Links a bank account, or finds the member's row for the same numbers (and
 * links it again if it had been removed, with the numbers Plaid just gave).
 */
export async function upsertBankAccount(db: Db, account: NewPaymentBankAccount): Promise<PaymentBankAccountRow> {
  const [row] = await db
    .insert(paymentBankAccounts)
    .values(account)
    .onConflictDoUpdate({
      target: [paymentBankAccounts.userId, paymentBankAccounts.numbersDigest],
      set: {
        institutionName: account.institutionName,
        subtype: account.subtype,
        mask: account.mask,
        routingNumberCipher: account.routingNumberCipher,
        accountNumberCipher: account.accountNumberCipher,
        // A row still linked keeps its first linking time; a removed one is linked anew.
        linkedAt: sql`CASE WHEN ${paymentBankAccounts.removedAt} IS NULL THEN ${paymentBankAccounts.linkedAt} ELSE excluded.linked_at END`,
        removedAt: null,
      },
    })
    .returning();
  if (!row) throw new Error('bank account upsert returned no row');
  return row;
}

/** The member's linked (not removed) bank accounts, newest first. */
export async function linkedBankAccountsOf(db: Db, userId: string): Promise<PaymentBankAccountRow[]> {
  return db
    .select()
    .from(paymentBankAccounts)
    .where(and(eq(paymentBankAccounts.userId, userId), isNull(paymentBankAccounts.removedAt)))
    .orderBy(desc(paymentBankAccounts.linkedAt), desc(paymentBankAccounts.id));
}

/** One of the member's bank accounts, removed or not; null for another member's. */
export async function bankAccountOfUser(db: Db, userId: string, id: number): Promise<PaymentBankAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentBankAccounts)
    .where(and(eq(paymentBankAccounts.id, id), eq(paymentBankAccounts.userId, userId)));
  return row ?? null;
}

export async function bankAccountsByIds(db: Db, ids: readonly number[]): Promise<PaymentBankAccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(paymentBankAccounts)
    .where(inArray(paymentBankAccounts.id, [...ids]));
}

/** The bank account's row lock: a removal and a payment from it do not cross. */
export async function lockBankAccount(tx: Db, id: number): Promise<PaymentBankAccountRow | null> {
  const [row] = await tx.select().from(paymentBankAccounts).where(eq(paymentBankAccounts.id, id)).for('update');
  return row ?? null;
}

export async function markBankAccountRemoved(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(paymentBankAccounts).set({ removedAt: at }).where(eq(paymentBankAccounts.id, id));
}

/** Whether a scheduled or pending payment still pays from the account. */
export async function hasOpenPaymentFrom(db: Db, bankAccountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(and(eq(cardPayments.bankAccountId, bankAccountId), inArray(cardPayments.status, [...openPaymentStatuses])))
    .limit(1);
  return row !== undefined;
}

/** How many payments on the account are still scheduled or pending (closing's preview, decision 083). */
export async function openPaymentsCountOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cardPayments)
    .where(and(eq(cardPayments.accountId, accountId), inArray(cardPayments.status, [...openPaymentStatuses])));
  return row?.count ?? 0;
}

/** Inserts the payment unless its key is already used on the account; the row inserted, or null. */
export async function insertPaymentOnce(tx: Db, payment: NewCardPayment): Promise<CardPaymentRow | null> {
  const [row] = await tx
    .insert(cardPayments)
    .values(payment)
    .onConflictDoNothing({ target: [cardPayments.accountId, cardPayments.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function paymentByKey(db: Db, accountId: number, key: string): Promise<CardPaymentRow | null> {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.accountId, accountId), eq(cardPayments.idempotencyKey, key)));
  return row ?? null;
}

export async function paymentById(db: Db, id: number): Promise<CardPaymentRow | null> {
  const [row] = await db.select().from(cardPayments).where(eq(cardPayments.id, id));
  return row ?? null;
}

export async function paymentAtProvider(
  db: Db,
  accountId: number,
  providerPaymentId: string,
): Promise<CardPaymentRow | null> {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.accountId, accountId), eq(cardPayments.providerPaymentId, providerPaymentId)));
  return row ?? null;
}

/** The member's payments: scheduled and pending first, then newest first. */
export async function paymentsOfUser(db: Db, userId: string, limit: number): Promise<CardPaymentRow[]> {
  return db
    .select()
    .from(cardPayments)
    .where(eq(cardPayments.userId, userId))
    .orderBy(
      sql`CASE WHEN ${cardPayments.status} IN ('scheduled', 'pending') THEN 0 ELSE 1 END`,
      desc(cardPayments.createdAt),
      desc(cardPayments.id),
    )
    .limit(limit);
}

/**
 * What the account's payments received since `since` (a statement's end)
 * come to, not counting returned, canceled or failed ones; and of that, what
 * the issuer has not posted yet.
 */
export async function paidSince(db: Db, accountId: number, since: Date | null) {
  const [row] = await db
    .select({
      paidCents: sql<number>`coalesce(sum(${cardPayments.amountCents}) FILTER (WHERE ${since === null ? sql`true` : sql`${cardPayments.receivedAt} >= ${since.toISOString()}`}), 0)::int`,
      pendingCents: sql<number>`coalesce(sum(${cardPayments.amountCents}) FILTER (WHERE ${cardPayments.status} = 'pending'), 0)::int`,
    })
    .from(cardPayments)
    .where(and(eq(cardPayments.accountId, accountId), inArray(cardPayments.status, ['pending', 'posted'])));
  return { paidCents: Number(row?.paidCents ?? 0), pendingCents: Number(row?.pendingCents ?? 0) };
}

/**
 * A status change guarded by the statuses it may come from: answers the row
 * changed, or null when the payment had already moved on (a second delivery,
 * a cancel that lost a race).
 */
export async function movePayment(
  db: Db,
  id: number,
  from: readonly string[],
  set: Partial<Omit<CardPaymentRow, 'id'>>,
  /** When given, the move also needs the issuer's id to be still this (null: not yet sent). */
  providerPaymentId?: string | null,
): Promise<CardPaymentRow | null> {
  const sameProviderId =
    providerPaymentId === undefined
      ? undefined
      : providerPaymentId === null
        ? isNull(cardPayments.providerPaymentId)
        : eq(cardPayments.providerPaymentId, providerPaymentId);
  const [row] = await db
    .update(cardPayments)
    .set(set)
    .where(and(eq(cardPayments.id, id), inArray(cardPayments.status, [...from]), sameProviderId))
    .returning();
  return row ?? null;
}
