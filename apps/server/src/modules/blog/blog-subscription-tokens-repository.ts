import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { blogSubscriptionTokens } from './blog-subscriptions-tables.js';

// A confirmation mail may wait in an inbox over a holiday; a week covers that.
export const confirmTokenLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/*
 * The blog subscriptions' links (double opt-in, unsubscribe): only a token's hash
 * is stored, and the link carries the token.
 */

type Purpose = 'confirm' | 'unsubscribe';

/** Makes a token for one purpose and keeps only its hash; the token itself goes into a link. */
export async function mintToken(tx: Db, subscriptionId: string, purpose: Purpose, now: Date): Promise<string> {
  const token = newSecureToken();
  await tx.insert(blogSubscriptionTokens).values({
    tokenHash: hashToken(token),
    subscriptionId,
    purpose,
    createdAt: now,
    expiresAt: purpose === 'confirm' ? new Date(now.getTime() + confirmTokenLifetimeMs) : null,
  });
  return token;
}

export async function findToken(db: Db, token: string, purpose: Purpose) {
  const [row] = await db
    .select()
    .from(blogSubscriptionTokens)
    .where(and(eq(blogSubscriptionTokens.tokenHash, hashToken(token)), eq(blogSubscriptionTokens.purpose, purpose)));
  return row;
}

/** Retires every confirm link of a subscription not used yet: a newer one was sent, or the address left. */
export async function replaceConfirmTokens(tx: Db, subscriptionId: string, now: Date): Promise<void> {
  await tx
    .update(blogSubscriptionTokens)
    .set({ replacedAt: now })
    .where(
      and(
        eq(blogSubscriptionTokens.subscriptionId, subscriptionId),
        eq(blogSubscriptionTokens.purpose, 'confirm'),
        isNull(blogSubscriptionTokens.usedAt),
        isNull(blogSubscriptionTokens.replacedAt),
      ),
    );
}

/** Uses up a confirm link, only if it is still live; false when another request got there first. */
export async function useConfirmToken(tx: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(blogSubscriptionTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(blogSubscriptionTokens.tokenHash, tokenHash),
        isNull(blogSubscriptionTokens.usedAt),
        isNull(blogSubscriptionTokens.replacedAt),
        gt(blogSubscriptionTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: blogSubscriptionTokens.tokenHash });
  return rows.length > 0;
}

/** How many confirmation mails went to this subscription since `since`. */
export async function confirmationsSince(tx: Db, subscriptionId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(blogSubscriptionTokens)
    .where(
      and(
        eq(blogSubscriptionTokens.subscriptionId, subscriptionId),
        eq(blogSubscriptionTokens.purpose, 'confirm'),
        gt(blogSubscriptionTokens.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}
