import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { oneTimeTokens } from './auth-tables.js';

/*
 * The one-time links' SQL (one-time-tokens.ts holds their rules): only the
 * token's hash is stored.
 */

type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

/** Uses up every unused token of the account for the purpose. */
export async function useUpUnusedTokens(db: Db, userId: string, purpose: Purpose, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

export async function insertToken(
  db: Db,
  token: { userId: string; purpose: Purpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(token);
}

function live(tokenHash: string, purpose: Purpose, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}

/** The account a live token is for; uses nothing up. */
export async function liveTokenOwner(db: Db, tokenHash: string, purpose: Purpose, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(live(tokenHash, purpose, now))
    .limit(1);
  return row?.userId ?? null;
}

/** Uses a live token up in one atomic step; answers the account it was for. */
export async function useLiveToken(db: Db, tokenHash: string, purpose: Purpose, now: Date): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(live(tokenHash, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
