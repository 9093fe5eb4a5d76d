import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardAccountClosures, type CardAccountClosureRow } from './card-account-closing-tables.js';
import { cardAccounts, cards } from './cards-tables.js';

export type { CardAccountClosureRow } from './card-account-closing-tables.js';
export type NewCardAccountClosure = typeof cardAccountClosures.$inferInsert;

/*
 * The closing's SQL (decision 083): the closure row, and the account and its
 * cards marked closed on the same transaction.
 */

export async function closureOf(db: Db, accountId: number): Promise<CardAccountClosureRow | null> {
  const [row] = await db.select().from(cardAccountClosures).where(eq(cardAccountClosures.accountId, accountId));
  return row ?? null;
}

/** Records the closing once per account; false when it was already recorded. */
export async function insertClosure(tx: Db, closure: NewCardAccountClosure): Promise<boolean> {
  const inserted = await tx
    .insert(cardAccountClosures)
    .values(closure)
    .onConflictDoNothing()
    .returning({ accountId: cardAccountClosures.accountId });
  return inserted.length > 0;
}

/** The account closed from our side: no purchase, activation, lock or unlock from now on. */
export async function markAccountClosed(tx: Db, accountId: number, at: Date): Promise<void> {
  await tx.update(cardAccounts).set({ status: 'closed', closedAt: at }).where(eq(cardAccounts.id, accountId));
  await tx
    .update(cards)
    .set({ status: 'closed', lockReason: null, updatedAt: at })
    .where(and(eq(cards.accountId, accountId), ne(cards.status, 'closed')));
}

/** The issuer confirmed the close; answers false when it had already been recorded. */
export async function markIssuerClosed(db: Db, accountId: number, at: Date): Promise<boolean> {
  const updated = await db
    .update(cardAccountClosures)
    .set({ issuerClosedAt: at })
    .where(and(eq(cardAccountClosures.accountId, accountId), isNull(cardAccountClosures.issuerClosedAt)))
    .returning({ accountId: cardAccountClosures.accountId });
  return updated.length > 0;
}

/** The application's closing, for the case timeline (decision 068); null while the account is open. */
export async function closureOfApplication(db: Db, applicationId: number): Promise<CardAccountClosureRow | null> {
  const [row] = await db
    .select({ closure: cardAccountClosures })
    .from(cardAccountClosures)
    .innerJoin(cardAccounts, eq(cardAccountClosures.accountId, cardAccounts.id))
    .where(eq(cardAccounts.applicationId, applicationId));
  return row?.closure ?? null;
}
