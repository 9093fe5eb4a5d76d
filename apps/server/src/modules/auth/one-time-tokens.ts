import type { Db } from '../../db/database.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { insertToken, liveTokenOwner, useLiveToken, useUpUnusedTokens } from './one-time-tokens-repository.js';

export type TokenPurpose = 'verify_email' | 'reset_password';

// Verification links outlive a weekend; reset links are short because they grant an account.
export const tokenLifetimeSeconds: Record<TokenPurpose, number> = {
  verify_email: 48 * 60 * 60,
  reset_password: 60 * 60,
};

/** Issues a link token; any earlier unused token for the same purpose stops working. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  await useUpUnusedTokens(db, userId, purpose, now);
  const token = newSecureToken();
  await insertToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + tokenLifetimeSeconds[purpose] * 1000),
  });
  return token;
}

/** Is the link still good? Uses nothing up (the reset page checks before showing its form). */
export async function peekToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string | null> {
  return liveTokenOwner(db, hashToken(token), purpose, now);
}

/** Uses the link up in one atomic step, so two concurrent clicks cannot both succeed. */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string | null> {
  return useLiveToken(db, hashToken(token), purpose, now);
}
