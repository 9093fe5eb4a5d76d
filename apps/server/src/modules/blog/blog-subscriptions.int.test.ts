import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { hashToken } from '../../platform/secure-token.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { blogSubscriptions, blogSubscriptionTokens } from './blog-subscriptions-tables.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://waypoint.example' });
});
afterAll(async () => {
  await testApp.close();
});

const subscribe = (browser: TestBrowser, body: unknown, contentType = 'application/json') =>
  browser.send({
    method: 'POST',
    url: '/blog/subscribe',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType },
  });
const mailsTo = (address: string) =>
  testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));
const statusOf = async (email: string) =>
  (await testApp.database.db.select().from(blogSubscriptions).where(eq(blogSubscriptions.email, email)))[0]?.status;
/** The links of the newest mail to `email`, as paths a browser would open. */
async function linksTo(email: string) {
  const mails = await mailsTo(email);
  const text = mails.at(-1)?.text ?? '';
  const find = (path: string) => {
    const url = text.match(new RegExp(`https://waypoint\\.example(${path}\\?token=[A-Za-z0-9_-]+)`))?.[1];
    if (!url) throw new Error(`no ${path} link in the mail to ${email}`);
    return url;
  };
  return { confirm: find('/blog/subscribe/confirm'), unsubscribe: find('/blog/subscribe/unsubscribe') };
}
const open = (browser: TestBrowser, url: string) => browser.send({ method: 'GET', url });

describe('POST /blog/subscribe, double opt-in', () => {
  it('stores a pending address and mails a confirm and an unsubscribe link; the confirm link confirms once', async () => {
    const browser = new TestBrowser(testApp.app);
    const response = await subscribe(browser, { email: ' Reader1@Example.com ' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(await statusOf('reader1@example.com')).toBe('pending');
    const links = await linksTo('reader1@example.com');
    // Only hashes are stored: the token in the mail is not in the table.
    const token = new URL(links.confirm, 'https://x').searchParams.get('token') ?? '';
    const [stored] = await testApp.database.db
      .select()
      .from(blogSubscriptionTokens)
      .where(eq(blogSubscriptionTokens.tokenHash, hashToken(token)));
    expect(stored?.purpose).toBe('confirm');
    expect(JSON.stringify(await testApp.database.db.select().from(blogSubscriptionTokens))).not.toContain(token);

    const confirmed = await open(browser, links.confirm);
    expect(confirmed.statusCode).toBe(303);
    const landing = new URL(confirmed.headers.location ?? '', 'https://x');
    expect(landing.pathname).toBe('/blog');
    expect(landing.searchParams.get('subscription')).toBe('confirmed');
    // The confirmation page carries an unsubscribe link too.
    expect(landing.searchParams.get('unsubscribe')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await statusOf('reader1@example.com')).toBe('confirmed');

    // A second click is not an error, and changes nothing.
    const replay = await open(browser, links.confirm);
    expect(new URL(replay.headers.location ?? '', 'https://x').searchParams.get('subscription')).toBe('confirmed');
  });

  it('answers the same whether or not the address is on the list, and mails a confirmed address nothing', async () => {
    const browser = new TestBrowser(testApp.app);
    await subscribe(browser, { email: 'reader2@example.com' });
    await open(browser, (await linksTo('reader2@example.com')).confirm);
    const known = await subscribe(browser, { email: 'reader2@example.com' });
    const unknown = await subscribe(browser, { email: 'stranger2@example.com' });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(await mailsTo('reader2@example.com')).toHaveLength(1);
  });

  it('a repeat within 10 minutes sends no second mail', async () => {
    const browser = new TestBrowser(testApp.app);
    await Promise.all([
      subscribe(browser, { email: 'reader3@example.com' }),
      subscribe(browser, { email: 'reader3@example.com' }),
    ]);
    expect(await mailsTo('reader3@example.com')).toHaveLength(1);
  });

  it('unsubscribes without signing in, from the mail or the confirmation page, and old confirm links stay dead', async () => {
    const browser = new TestBrowser(testApp.app);
    await subscribe(browser, { email: 'reader4@example.com' });
    const links = await linksTo('reader4@example.com');
    const left = await open(new TestBrowser(testApp.app), links.unsubscribe);
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe('/blog?subscription=unsubscribed');
    expect(await statusOf('reader4@example.com')).toBe('unsubscribed');
    // The pending confirm link of the same mail no longer subscribes the address.
    expect((await open(browser, links.confirm)).headers.location).toBe('/blog?subscription=invalid');
    expect(await statusOf('reader4@example.com')).toBe('unsubscribed');
    // The unsubscribe link keeps working.
    expect((await open(browser, links.unsubscribe)).headers.location).toBe('/blog?subscription=unsubscribed');

    // Subscribing again sends a new confirmation, and its link works.
    expect((await subscribe(browser, { email: 'reader4@example.com' })).statusCode).toBe(202);
    expect(await mailsTo('reader4@example.com')).toHaveLength(2);
    const fresh = await linksTo('reader4@example.com');
    const confirmed = await open(browser, fresh.confirm);
    expect(await statusOf('reader4@example.com')).toBe('confirmed');
    const pageToken = new URL(confirmed.headers.location ?? '', 'https://x').searchParams.get('unsubscribe');
    await open(browser, `/blog/subscribe/unsubscribe?token=${pageToken}`);
    expect(await statusOf('reader4@example.com')).toBe('unsubscribed');
  });

  it.each([
    ['no token', '/blog/subscribe/confirm'],
    ['a tampered token', 'tampered'],
    ['a token of the other purpose', 'unsubscribe-as-confirm'],
    ['a malformed token', '/blog/subscribe/confirm?token=%3Cscript%3E'],
  ])('a confirm link with %s changes nothing', async (_case, kind) => {
    const browser = new TestBrowser(testApp.app);
    const email = `tamper-${kind.replace(/\W/g, '').toLowerCase()}@example.com`;
    await subscribe(browser, { email });
    const links = await linksTo(email);
    const url =
      kind === 'tampered'
        ? `${links.confirm.slice(0, -2)}${links.confirm.endsWith('AA') ? 'BB' : 'AA'}`
        : kind === 'unsubscribe-as-confirm'
          ? links.unsubscribe.replace('/unsubscribe?', '/confirm?')
          : kind;
    const response = await open(browser, url);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/blog?subscription=invalid');
    expect(await statusOf(email)).toBe('pending');
  });

  it('an expired confirm link changes nothing', async () => {
    const browser = new TestBrowser(testApp.app);
    await subscribe(browser, { email: 'late@example.com' });
    const links = await linksTo('late@example.com');
    const token = new URL(links.confirm, 'https://x').searchParams.get('token') ?? '';
    await testApp.database.db
      .update(blogSubscriptionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(blogSubscriptionTokens.tokenHash, hashToken(token))));
    expect((await open(browser, links.confirm)).headers.location).toBe('/blog?subscription=invalid');
    expect(await statusOf('late@example.com')).toBe('pending');
  });

  it.each([
    ['a missing e-mail', {}, 400],
    ['an invalid e-mail', { email: 'reader@' }, 400],
    ['form data', 'email=reader%40example.com', 415],
    ['an oversized body', { email: `${'a'.repeat(5000)}@example.com` }, 413],
  ])('refuses %s', async (_case, body, status) => {
    const contentType = typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json';
    const response = await subscribe(new TestBrowser(testApp.app), body, contentType);
    expect(response.statusCode).toBe(status);
    if (status === 400) expect(response.json().errors[0].extensions.fieldErrors[0].field).toBe('email');
  });

  it('a bad e-mail is refused with the spec text beside the field', async () => {
    const response = await subscribe(new TestBrowser(testApp.app), { email: 'nope@' });
    expect(response.json().errors[0].message).toBe(`email: ${fieldMessages.invalidEmail}`);
  });

  it('allows 10 subscriptions an hour from one network, then 429', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let count = 0; count < 10; count += 1) {
      expect((await subscribe(browser, { email: `many${count}@example.com` })).statusCode).toBe(202);
    }
    expect((await subscribe(browser, { email: 'one-more@example.com' })).statusCode).toBe(429);
    expect(await mailsTo('one-more@example.com')).toHaveLength(0);
  });

  it('allows 30 link opens in 10 minutes from one network, then 429', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let count = 0; count < 30; count += 1) {
      expect((await open(browser, `/blog/subscribe/confirm?token=${'x'.repeat(43)}`)).statusCode).toBe(303);
    }
    expect((await open(browser, `/blog/subscribe/unsubscribe?token=${'x'.repeat(43)}`)).statusCode).toBe(429);
  });
});
