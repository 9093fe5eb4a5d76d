import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardStatements } from './rewards-tables.js';

/**
 * The account's latest statements, newest first, with whether each was paid
 * on time (statement-on-time.ts keeps the mark): what a limit increase's
 * eligibility reads (docs/product-rules.md#credit-limit-increases, decision 084).
 */
export async function recentStatementsOf(
  db: Db,
  accountId: number,
  limit: number,
): Promise<{ dueDate: string; minimumDueCents: number; paidOnTime: boolean }[]> {
  const rows = await db
    .select({
      dueDate: cardStatements.dueDate,
      minimumDueCents: cardStatements.minimumDueCents,
      paidOnTimeAt: cardStatements.paidOnTimeAt,
    })
    .from(cardStatements)
    .where(eq(cardStatements.accountId, accountId))
    .orderBy(desc(cardStatements.periodEnd), desc(cardStatements.id))
    .limit(limit);
  return rows.map((row) => ({
    dueDate: row.dueDate,
    minimumDueCents: row.minimumDueCents,
    paidOnTime: row.paidOnTimeAt !== null,
  }));
}
