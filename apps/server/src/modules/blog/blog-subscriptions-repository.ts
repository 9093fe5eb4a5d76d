import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { blogSubscriptions, type BlogSubscriptionRow } from './blog-subscriptions-tables.js';

// The subscribe lock's namespace, so it never waits on the migration lock or any other.
const subscribeLockNamespace = 7_303;

/**
 * The blog subscriptions' SQL (their links' SQL is blog-subscription-tokens-repository.ts),
 * so the service holds the double opt-in rules and no query.
 */

/** An address's subscription, with the address locked until the transaction ends: a second request waits. */
export async function lockedSubscription(tx: Db, email: string): Promise<BlogSubscriptionRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${subscribeLockNamespace}, hashtext(${email}))`);
  const [row] = await tx.select().from(blogSubscriptions).where(eq(blogSubscriptions.email, email));
  return row;
}

export async function lockSubscriptionById(tx: Db, id: string): Promise<BlogSubscriptionRow | undefined> {
  const [row] = await tx.select().from(blogSubscriptions).where(eq(blogSubscriptions.id, id)).for('update');
  return row;
}

/** Makes the address's subscription pending (a new row, or the one it has); returns its id. */
export async function pendingSubscription(
  tx: Db,
  email: string,
  ip: string,
  now: Date,
  existing?: BlogSubscriptionRow,
): Promise<string> {
  if (existing) {
    await tx
      .update(blogSubscriptions)
      .set({ status: 'pending', updatedAt: now, ip })
      .where(eq(blogSubscriptions.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(blogSubscriptions)
    .values({ email, status: 'pending', ip, createdAt: now, updatedAt: now })
    .returning({ id: blogSubscriptions.id });
  if (!row) throw new Error('blog subscription insert returned no row');
  return row.id;
}

export async function markConfirmationSent(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(blogSubscriptions).set({ lastConfirmationSentAt: now }).where(eq(blogSubscriptions.id, id));
}

export async function markConfirmed(tx: Db, id: string, now: Date): Promise<void> {
  await tx
    .update(blogSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(eq(blogSubscriptions.id, id));
}

export async function markUnsubscribed(tx: Db, id: string, now: Date): Promise<void> {
  await tx
    .update(blogSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
    .where(eq(blogSubscriptions.id, id));
}
