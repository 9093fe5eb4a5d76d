import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { blogSubscriptionApiPaths } from '@waypoint/domain/site/blog/blog-subscription-links';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { blogNewPostQueue, mailNewPosts, newPostMailKind, queueRunNow, type SenderDeps } from './blog-new-post-job.js';
import { senderStartedAt } from './blog-post-mailings-repository.js';
import { readPublishedPosts, type PublishedPost } from './blog-published-posts.js';
import { blogPostMailings, blogPostSenderStart, blogSubscriptions } from './blog-subscriptions-tables.js';

const publicUrl = 'https://waypoint.example';
const dayMs = 24 * 60 * 60 * 1000;
let testApp: TestApp;
let webDist: string;
let deps: SenderDeps;
const today = creditDateOf(new Date());
const day = (offset: number) => addCalendarDays(today, offset);

const post = (slug: string, date: string): PublishedPost => ({
  path: `/blog/${slug}`,
  title: `Post ${slug}`,
  description: `What ${slug} is about.`,
  date,
});

/** Writes the blog index's page data as the web build does (apps/web/build/prerender.ts). */
async function publish(posts: readonly PublishedPost[]): Promise<void> {
  const dir = path.join(webDist, 'page-data', 'blog');
  await mkdir(dir, { recursive: true });
  const data = {
    path: '/blog',
    componentChunkName: 'component---blog-index',
    matchPath: null,
    result: {
      head: { title: 'Blog', description: 'Guides.' },
      page: { title: 'Blog' },
      posts: posts.map((p) => ({ ...p, category: 'Credit', readingMinutes: 4 })),
    },
    webpackCompilationHash: 'test',
  };
  await writeFile(path.join(dir, 'page-data.json'), JSON.stringify(data));
}

const newPostMailsTo = (address: string) =>
  testApp.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, address), eq(outboxMessages.kind, newPostMailKind)));

const linkIn = (text: string, pathPrefix: string) =>
  text.match(new RegExp(`https://waypoint\\.example(${pathPrefix}[^\\s]*)`))?.[1];
const tokenIn = (path: string | undefined) => new URL(path ?? '/', 'https://x').searchParams.get('token');
const statusOf = async (email: string) =>
  (await testApp.database.db.select().from(blogSubscriptions).where(eq(blogSubscriptions.email, email)))[0]?.status;

async function subscribeAt(email: string, at: Date, then: 'pending' | 'confirmed' | 'unsubscribed') {
  testApp.clock.pin(at);
  const browser = new TestBrowser(testApp.app);
  await browser.send({
    method: 'POST',
    url: '/blog/subscribe',
    payload: JSON.stringify({ email }),
    headers: { 'content-type': 'application/json' },
  });
  const [mail] = await testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email));
  // What the link's page posts once open (decision 100).
  const press = (path: string, pagePrefix: string) =>
    browser.send({
      method: 'POST',
      url: path,
      payload: JSON.stringify({ token: tokenIn(linkIn(mail?.text ?? '', pagePrefix)) }),
      headers: { 'content-type': 'application/json' },
    });
  if (then !== 'pending') await press(blogSubscriptionApiPaths.confirm, '/blog-subscription/confirm');
  if (then === 'unsubscribed') await press(blogSubscriptionApiPaths.unsubscribe, '/blog-subscription/unsubscribe');
  testApp.clock.unpin();
}

const threeDaysAgo = () => new Date(Date.now() - 3 * dayMs);

/** A run as the job does it: queued, then worked with every other due job (the mails' too). */
async function runTheJob(): Promise<void> {
  await testApp.database.db.transaction((tx) => queueRunNow(tx, 'start'));
  await testApp.jobs.drain();
  // A drain works the queues in the order they were registered, the mail queue first: a second sends what the run queued.
  await testApp.jobs.drain();
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'waypoint-blog-dist-'));
  testApp = await createTestApp({ PUBLIC_URL: publicUrl, WEB_DIST_DIR: webDist });
  deps = { db: testApp.database.db, publicUrl, now: () => testApp.clock.now() };
  // The sender first ran a week ago (its first run would record now).
  await testApp.database.db.insert(blogPostSenderStart).values({ startedAt: new Date(Date.now() - 7 * dayMs) });
  await subscribeAt('veteran@example.com', new Date(Date.now() - 10 * dayMs), 'confirmed');
  await subscribeAt('early@example.com', threeDaysAgo(), 'confirmed');
  await subscribeAt('waiting@example.com', threeDaysAgo(), 'pending');
  await subscribeAt('left@example.com', threeDaysAgo(), 'unsubscribed');
  await publish([
    post('after-confirmation', day(-2)),
    post('confirmation-day', day(-3)),
    post('before-confirmation', day(-5)),
    post('dated-ahead', day(2)),
    post('before-the-sender', day(-8)),
  ]);
  await runTheJob();
});

afterAll(async () => {
  await testApp.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('new blog posts go to confirmed subscribers (docs/product-rules.md#blog-new-post-mail)', () => {
  it.each([
    ['a post dated after the day they confirmed', 'early@example.com', 'after-confirmation', 1],
    [
      'a post dated the day they confirmed (on the site when they subscribed)',
      'early@example.com',
      'confirmation-day',
      0,
    ],
    ['a post published before they confirmed (no back catalogue)', 'early@example.com', 'before-confirmation', 0],
    ['a post dated ahead of today, until its day', 'early@example.com', 'dated-ahead', 0],
    ['a post published before the sender first ran (back catalogue)', 'veteran@example.com', 'before-the-sender', 0],
    ['a post published after the sender first ran', 'veteran@example.com', 'after-confirmation', 1],
    ['a pending address, for any post', 'waiting@example.com', 'after-confirmation', 0],
    ['an unsubscribed address, for any post', 'left@example.com', 'after-confirmation', 0],
  ])('%s: %s, post %s, gets %i mail(s)', async (_rule, email, slug, expected) => {
    const mails = await newPostMailsTo(email);
    expect(mails.filter((mail) => mail.subject === `New on the Waypoint blog: Post ${slug}`)).toHaveLength(expected);
  });

  it('the mail has the title, the summary, the link, and was sent (one mail per post)', async () => {
    const [mail, ...more] = await newPostMailsTo('early@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('New on the Waypoint blog: Post after-confirmation');
    expect(mail?.text).toContain('What after-confirmation is about.');
    expect(linkIn(mail?.text ?? '', '/blog/after-confirmation')).toBe('/blog/after-confirmation');
    expect(mail?.status).toBe('sent');
  });

  it('a second run and a retried job send nothing more', async () => {
    const before = await testApp.database.db.select().from(blogPostMailings);
    // veteran@ confirmed before the three posts dated after the sender's start; early@ before one.
    expect(before).toHaveLength(4);
    await runTheJob();
    await runTheJob();
    expect(await newPostMailsTo('early@example.com')).toHaveLength(1);
    expect(await newPostMailsTo('veteran@example.com')).toHaveLength(3);
    expect(await testApp.database.db.select().from(blogPostMailings)).toEqual(before);
  });

  it('two runs at once (two instances) send each new post once', async () => {
    await publish([post('after-confirmation', day(-2)), post('second-post', day(-1))]);
    const posts = await readPublishedPosts(webDist);
    const runs = await Promise.all([mailNewPosts(deps, posts), mailNewPosts(deps, posts), mailNewPosts(deps, posts)]);
    // early@ and veteran@ are owed it.
    expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(2);
    const mails = await newPostMailsTo('early@example.com');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'New on the Waypoint blog: Post after-confirmation',
      'New on the Waypoint blog: Post second-post',
    ]);
  });

  it('a run looks at most mailsPerRun subscribers and says there is more; the next runs finish', async () => {
    for (const name of ['b1', 'b2', 'b3']) await subscribeAt(`${name}@example.com`, threeDaysAgo(), 'confirmed');
    await publish([post('batched', day(0))]);
    const posts = await readPublishedPosts(webDist);
    // early@ and veteran@ are owed it too: five in all, two per run.
    expect(await mailNewPosts(deps, posts, { mailsPerRun: 2 })).toEqual({ mailed: 2, more: true });
    expect(await mailNewPosts(deps, posts, { mailsPerRun: 2 })).toEqual({ mailed: 2, more: true });
    expect(await mailNewPosts(deps, posts, { mailsPerRun: 2 })).toEqual({ mailed: 1, more: false });
    expect(await mailNewPosts(deps, posts, { mailsPerRun: 2 })).toEqual({ mailed: 0, more: false });
    for (const name of ['b1', 'b2', 'b3', 'early', 'veteran'])
      expect(await newPostMailsTo(`${name}@example.com`)).not.toHaveLength(0);
  });

  it('every mail carries an unsubscribe link to its page and a one-click List-Unsubscribe that works; after it, no more posts', async () => {
    await subscribeAt('reader@example.com', threeDaysAgo(), 'confirmed');
    await publish([post('for-reader', day(-1))]);
    await runTheJob();
    const [mail] = await newPostMailsTo('reader@example.com');
    const pagePath = linkIn(mail?.text ?? '', '/blog-subscription/unsubscribe') ?? '';
    expect(mail?.html).toContain(pagePath.replaceAll('&', '&amp;'));
    const token = tokenIn(pagePath);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // RFC 8058: the header's address takes a POST of `List-Unsubscribe=One-Click`, and only a POST acts.
    expect(mail?.headers).toMatchObject({
      'List-Unsubscribe': `<${publicUrl}${blogSubscriptionApiPaths.unsubscribe}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const browser = new TestBrowser(testApp.app);
    await browser.send({ method: 'GET', url: pagePath });
    await browser.send({ method: 'GET', url: `${blogSubscriptionApiPaths.unsubscribe}?token=${token}` });
    expect(await statusOf('reader@example.com')).toBe('confirmed');
    const answer = await browser.send({
      method: 'POST',
      url: `${blogSubscriptionApiPaths.unsubscribe}?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([answer.statusCode, answer.json()]).toEqual([200, { outcome: 'unsubscribed' }]);
    expect(await statusOf('reader@example.com')).toBe('unsubscribed');

    await publish([post('for-reader', day(-1)), post('after-leaving', day(0))]);
    await runTheJob();
    expect(await newPostMailsTo('reader@example.com')).toHaveLength(1);
  });
});

describe('the series of runs', () => {
  it('a server that starts with posts runs the sender at once; however many start, one run is queued per hour', async () => {
    await subscribeAt('starter@example.com', threeDaysAgo(), 'confirmed');
    await publish([post('on-start', day(-1))]);
    const second = await createTestApp({ PUBLIC_URL: publicUrl, WEB_DIST_DIR: webDist }, testApp);
    const third = await createTestApp({ PUBLIC_URL: publicUrl, WEB_DIST_DIR: webDist }, testApp);
    try {
      const { rows } = await testApp.database.sql.executeSql(
        `SELECT data->>'reason' AS reason, start_after > now() AS later FROM pgboss.job
         WHERE name = $1 AND state = 'created' ORDER BY reason`,
        [blogNewPostQueue.name],
      );
      expect(rows).toEqual([
        { reason: 'hourly', later: true },
        { reason: 'start', later: false },
        { reason: 'start', later: false },
      ]);
      await Promise.all([second.jobs.drain(), third.jobs.drain()]);
      await second.jobs.drain();
      const mails = await newPostMailsTo('starter@example.com');
      expect(mails.map((mail) => [mail.subject, mail.status])).toEqual([
        ['New on the Waypoint blog: Post on-start', 'sent'],
      ]);
    } finally {
      await third.close();
      await second.close();
    }
  });
});

describe("the sender's first run", () => {
  it("is recorded once: a later run keeps the first one's time", async () => {
    const recorded = await testApp.database.db.select().from(blogPostSenderStart);
    expect(await senderStartedAt(testApp.database.db, new Date())).toEqual(recorded[0]?.startedAt);
    const fresh = await createTestApp({ PUBLIC_URL: publicUrl });
    try {
      const first = new Date('2026-12-01T10:00:00Z');
      expect(await senderStartedAt(fresh.database.db, first)).toEqual(first);
      expect(await senderStartedAt(fresh.database.db, new Date('2026-12-02T10:00:00Z'))).toEqual(first);
    } finally {
      await fresh.close();
    }
  });
});

describe('the published posts reader', () => {
  it('lists no posts when the server has no web build, and refuses a file it cannot read', async () => {
    expect(await readPublishedPosts(path.join(webDist, 'missing'))).toEqual([]);
    const broken = await mkdtemp(path.join(os.tmpdir(), 'waypoint-blog-broken-'));
    await mkdir(path.join(broken, 'page-data', 'blog'), { recursive: true });
    await writeFile(
      path.join(broken, 'page-data', 'blog', 'page-data.json'),
      JSON.stringify({ result: { posts: [{ path: '/blog/x' }] } }),
    );
    await expect(readPublishedPosts(broken)).rejects.toThrow();
    await rm(broken, { recursive: true, force: true });
  });
});
