import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { oneTimeTokens } from './auth-tables.js';

export type TokenPurpose = 'verify_email' | 'reset_password';

// Verification links outlive a weekend; reset links are short because they grant an account.
export const tokenLifetimeSeconds: Record<TokenPurpose, number> = {
  verify_email: 48 * 60 * 60,
  reset_password: 60 * 60,
};

/** Issues a link token; any earlier unused token for the same purpose stops working. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  const token = newSecureToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + tokenLifetimeSeconds[purpose] * 1000),
  });
  return token;
}

function live(token: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}

/** Is the link still good? Uses nothing up (the reset page checks before showing its form). */
export async function peekToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(live(token, purpose, now))
    .limit(1);
  return row?.userId ?? null;
}

/** Uses the link up in one atomic step, so two concurrent clicks cannot both succeed. */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(live(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
