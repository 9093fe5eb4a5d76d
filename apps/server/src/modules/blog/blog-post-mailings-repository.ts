import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { blogPostMailings, blogPostSenderStart, blogSubscriptions } from './blog-subscriptions-tables.js';

/*
 * The new-post mails' SQL (decision 095): who is still owed a post, and the
 * row that records a post went to a subscriber.
 */

export interface OwedSubscriber {
  id: string;
  email: string;
}

/**
 * Confirmed subscribers who confirmed before `publishedAt` and have not been
 * sent the post at `postPath`, oldest subscription first, at most `limit`.
 */
export async function subscribersOwedPost(
  db: Db,
  postPath: string,
  publishedAt: Date,
  limit: number,
): Promise<OwedSubscriber[]> {
  return db
    .select({ id: blogSubscriptions.id, email: blogSubscriptions.email })
    .from(blogSubscriptions)
    .where(
      and(
        eq(blogSubscriptions.status, 'confirmed'),
        lt(blogSubscriptions.confirmedAt, publishedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(blogPostMailings)
            .where(
              and(eq(blogPostMailings.postPath, postPath), eq(blogPostMailings.subscriptionId, blogSubscriptions.id)),
            ),
        ),
      ),
    )
    .orderBy(asc(blogSubscriptions.confirmedAt), asc(blogSubscriptions.id))
    .limit(limit);
}

/**
 * The subscriber, locked until the transaction ends, if they are still
 * confirmed (since `publishedAt`'s side of the line) and still owed the post.
 * The lock makes a second run for the same subscriber wait and then find the
 * first run's row; an unsubscribe waits too, so no mail is queued after it.
 */
export async function lockOwedSubscriber(
  tx: Db,
  subscriptionId: string,
  postPath: string,
  publishedAt: Date,
): Promise<OwedSubscriber | undefined> {
  const [subscriber] = await tx
    .select({ id: blogSubscriptions.id, email: blogSubscriptions.email, confirmedAt: blogSubscriptions.confirmedAt })
    .from(blogSubscriptions)
    .where(and(eq(blogSubscriptions.id, subscriptionId), eq(blogSubscriptions.status, 'confirmed')))
    .for('update');
  if (!subscriber?.confirmedAt || subscriber.confirmedAt >= publishedAt) return undefined;
  const [sent] = await tx
    .select({ postPath: blogPostMailings.postPath })
    .from(blogPostMailings)
    .where(and(eq(blogPostMailings.postPath, postPath), eq(blogPostMailings.subscriptionId, subscriptionId)));
  return sent ? undefined : { id: subscriber.id, email: subscriber.email };
}

/** Records the post's mail; the primary key refuses a second, which rolls the second mail back with it. */
export async function recordPostMailing(
  tx: Db,
  mailing: { postPath: string; subscriptionId: string; outboxMessageId: string; mailedAt: Date },
): Promise<void> {
  await tx.insert(blogPostMailings).values(mailing);
}

/**
 * When the sender first ran: the first run records `now`, every later run
 * (and a concurrent first one) reads what was recorded.
 */
export async function senderStartedAt(db: Db, now: Date): Promise<Date> {
  await db.insert(blogPostSenderStart).values({ id: true, startedAt: now }).onConflictDoNothing();
  const [row] = await db.select({ startedAt: blogPostSenderStart.startedAt }).from(blogPostSenderStart);
  if (!row) throw new Error('the blog sender start row is missing');
  return row.startedAt;
}
