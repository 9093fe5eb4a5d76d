import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardReconciliationCursors } from './cards-tables.js';

/** How far the reconciliation has read an account at the issuer (account-reconciliation.ts); null before its first look. */
export async function reconciliationCursorOf(db: Db, accountId: number) {
  const [cursor] = await db
    .select()
    .from(cardReconciliationCursors)
    .where(eq(cardReconciliationCursors.accountId, accountId));
  return cursor ?? null;
}

export async function saveReconciliationCursor(
  db: Db,
  cursor: typeof cardReconciliationCursors.$inferInsert,
): Promise<void> {
  await db
    .insert(cardReconciliationCursors)
    .values(cursor)
    .onConflictDoUpdate({
      target: cardReconciliationCursors.accountId,
      set: {
        transactionsSince: cursor.transactionsSince,
        statementsSince: cursor.statementsSince,
        checkedAt: cursor.checkedAt,
      },
    });
}
