import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { addCalendarDays, creditDateOf, endOfEasternDay } from '@waypoint/domain/card-account/payment-timing';
import {
  blogSubscriptionApiPaths,
  blogSubscriptionPagePaths,
} from '@waypoint/domain/site/blog/blog-subscription-links';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import {
  lockOwedSubscriber,
  recordPostMailing,
  senderStartedAt,
  subscribersOwedPost,
} from './blog-post-mailings-repository.js';
import type { PublishedPost } from './blog-published-posts.js';
import { blogNewPostMail } from './blog-subscription-mail.js';
import { mintToken } from './blog-subscription-tokens-repository.js';
import type { BlogSubscriptionsDeps } from './blog-subscriptions-deps.js';

/**
 * The new-post sender (docs/product-rules.md#blog-new-post-mail, decision
 * 095): a run on every start and one each hour mails each confirmed
 * subscriber each post dated after the day they confirmed, one mail per post.
 * A run queues at most `mailsPerRun` mails (one transaction each), so a big
 * list never holds one job for long; what is left gets a run of its own at
 * once. The mail itself goes through the outbox, so a retry here repeats only
 * reads: 6 tries, waits from 60 s doubling.
 */
export const newPostMailLimits = { mailsPerRun: 200 } as const;

/** Every hour on the hour; a deploy's start runs one at once as well. */
const runEveryMs = 60 * 60 * 1000;

export const blogNewPostQueue = defineQueue({
  name: 'blog-new-post-mails',
  data: z.object({ reason: z.enum(['start', 'hourly', 'more']) }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
});

export const newPostMailKind = 'blog_new_post';

/** What a run needs of the module's deps. */
export type SenderDeps = Pick<BlogSubscriptionsDeps, 'db' | 'publicUrl' | 'now'>;

/**
 * When a post counts as published: the start of its day, Eastern (the site's
 * day, as the payments' day is). A post dated the day someone confirmed was
 * on the site when they subscribed, so it is not theirs to be sent.
 */
export function publishedAtOf(post: Pick<PublishedPost, 'date'>): Date {
  return endOfEasternDay(addCalendarDays(post.date, -1));
}

/** A job id from a name (pg-boss ids are UUIDs): the same slot always gets the same job. */
function jobIdOf(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues the run of the next full hour, once however many instances ask:
 * its id is the hour's, so a second instance's request is a duplicate.
 */
export async function queueNextHourlyRun(tx: Db, now: Date): Promise<void> {
  const at = new Date((Math.floor(now.getTime() / runEveryMs) + 1) * runEveryMs);
  await enqueueJob(
    tx,
    blogNewPostQueue,
    { reason: 'hourly' },
    { id: jobIdOf(`blog-new-post-mails:${at.toISOString()}`), startAfter: at },
  );
}

/** Queues a run due now: at start, or after a run that stopped at its bound. */
export async function queueRunNow(tx: Db, reason: 'start' | 'more'): Promise<void> {
  await enqueueJob(tx, blogNewPostQueue, { reason }, { id: randomUUID() });
}

/**
 * One post to one subscriber, in one transaction: the subscriber is locked
 * and checked again (still confirmed, still owed), the mail queued in the
 * outbox with a fresh unsubscribe link, and the mailing recorded. False when
 * another run got there first or the address left meanwhile.
 */
async function mailPostOnce(
  deps: SenderDeps,
  post: PublishedPost,
  publishedAt: Date,
  subscriptionId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const subscriber = await lockOwedSubscriber(tx, subscriptionId, post.path, publishedAt);
    if (!subscriber) return false;
    const now = deps.now();
    const token = await mintToken(tx, subscriber.id, 'unsubscribe', now);
    const mail = blogNewPostMail(
      subscriber.email,
      { title: post.title, description: post.description, url: `${deps.publicUrl}${post.path}` },
      {
        page: `${deps.publicUrl}${blogSubscriptionPagePaths.unsubscribe}?token=${token}`,
        oneClick: `${deps.publicUrl}${blogSubscriptionApiPaths.unsubscribe}?token=${token}`,
      },
    );
    const outboxMessageId = await enqueueMail(tx, newPostMailKind, mail);
    await recordPostMailing(tx, { postPath: post.path, subscriptionId: subscriber.id, outboxMessageId, mailedAt: now });
    return true;
  });
}

export interface NewPostRun {
  mailed: number;
  /** The run stopped at its bound; there may be more to send. */
  more: boolean;
}

/**
 * Mails what is owed, oldest post first, up to `mailsPerRun` subscribers
 * looked at. A post dated after today (Eastern) waits for its day; one
 * published before the sender first ran is never sent.
 */
export async function mailNewPosts(
  deps: SenderDeps,
  posts: readonly PublishedPost[],
  limits: { mailsPerRun: number } = newPostMailLimits,
): Promise<NewPostRun> {
  const now = deps.now();
  const today = creditDateOf(now);
  // Posts published before the sender first ran are the back catalogue: nobody is sent them.
  const startedAt = await senderStartedAt(deps.db, now);
  const due = posts
    .filter((post) => post.date <= today && publishedAtOf(post) >= startedAt)
    .sort((a, b) => a.date.localeCompare(b.date));
  let looked = 0;
  let mailed = 0;
  for (const post of due) {
    const left = limits.mailsPerRun - looked;
    const publishedAt = publishedAtOf(post);
    const owed = await subscribersOwedPost(deps.db, post.path, publishedAt, left);
    looked += owed.length;
    for (const subscriber of owed) if (await mailPostOnce(deps, post, publishedAt, subscriber.id)) mailed += 1;
    if (looked >= limits.mailsPerRun) return { mailed, more: true };
  }
  return { mailed, more: false };
}

export function blogNewPostJobHandler(deps: BlogSubscriptionsDeps): JobHandler<{ reason: string }> {
  return async () => {
    // The next hour's run first, so a run that fails for good does not end the series.
    await deps.db.transaction((tx) => queueNextHourlyRun(tx, deps.now()));
    const run = await mailNewPosts(deps, await deps.publishedPosts());
    if (run.more) await deps.db.transaction((tx) => queueRunNow(tx, 'more'));
  };
}
