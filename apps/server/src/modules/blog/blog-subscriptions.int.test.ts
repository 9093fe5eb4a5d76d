import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { blogSubscriptionApiPaths } from '@waypoint/domain/site/blog/blog-subscription-links';
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
  return { confirm: find('/blog-subscription/confirm'), unsubscribe: find('/blog-subscription/unsubscribe') };
}
const tokenIn = (link: string) => new URL(link, 'https://x').searchParams.get('token') ?? '';
const open = (browser: TestBrowser, url: string) => browser.send({ method: 'GET', url });
/** What a link's page posts once open (decision 100). */
const press = (browser: TestBrowser, page: 'confirm' | 'unsubscribe', token: unknown) =>
  browser.send({
    method: 'POST',
    url: blogSubscriptionApiPaths[page],
    payload: JSON.stringify({ token }),
    headers: { 'content-type': 'application/json' },
  });

describe('POST /blog/subscribe, double opt-in', () => {
  it('stores a pending address and mails a confirm and an unsubscribe link; the confirm page confirms once', async () => {
    const browser = new TestBrowser(testApp.app);
    const response = await subscribe(browser, { email: ' Reader1@Example.com ' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(await statusOf('reader1@example.com')).toBe('pending');
    const links = await linksTo('reader1@example.com');
    // Only hashes are stored: the token in the mail is not in the table.
    const token = tokenIn(links.confirm);
    const [stored] = await testApp.database.db
      .select()
      .from(blogSubscriptionTokens)
      .where(eq(blogSubscriptionTokens.tokenHash, hashToken(token)));
    expect(stored?.purpose).toBe('confirm');
    expect(JSON.stringify(await testApp.database.db.select().from(blogSubscriptionTokens))).not.toContain(token);

    const confirmed = await press(browser, 'confirm', token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    // The confirmation page carries an unsubscribe link too.
    expect(confirmed.json()).toEqual({
      outcome: 'confirmed',
      unsubscribeToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(await statusOf('reader1@example.com')).toBe('confirmed');

    // A second press is not an error, and changes nothing.
    expect((await press(browser, 'confirm', token)).json()).toMatchObject({ outcome: 'confirmed' });
  });

  it('answers the same whether or not the address is on the list, and mails a confirmed address nothing', async () => {
    const browser = new TestBrowser(testApp.app);
    await subscribe(browser, { email: 'reader2@example.com' });
    await press(browser, 'confirm', tokenIn((await linksTo('reader2@example.com')).confirm));
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

  it("opening a link changes nothing, as mail scanners open links; only the page's POST does", async () => {
    const browser = new TestBrowser(testApp.app);
    await subscribe(browser, { email: 'scanned@example.com' });
    const links = await linksTo('scanned@example.com');
    for (const link of [links.confirm, links.unsubscribe]) await open(browser, link);
    // The links of mails sent before the pages existed lead to the page of the same link.
    for (const [old, page] of [
      [`/blog/subscribe/confirm?token=${tokenIn(links.confirm)}`, links.confirm],
      [`/blog/subscribe/unsubscribe?token=${tokenIn(links.unsubscribe)}`, links.unsubscribe],
      ['/blog/subscribe/confirm?token=%3Cscript%3E', '/blog-subscription/confirm'],
      ['/blog/subscribe/unsubscribe', '/blog-subscription/unsubscribe'],
    ] as const) {
      const answer = await open(browser, old);
      expect([answer.statusCode, answer.headers.location, answer.headers['referrer-policy']]).toEqual([
        303,
        page,
        'no-referrer',
      ]);
    }
    // A GET of the calls themselves is no way in either.
    for (const path of Object.values(blogSubscriptionApiPaths)) {
      expect((await open(browser, `${path}?token=${tokenIn(links.confirm)}`)).statusCode).toBe(404);
    }
    expect(await statusOf('scanned@example.com')).toBe('pending');
  });

  it('unsubscribes without signing in, from the mail or the confirmation page, and old confirm links stay dead', async () => {
    const browser = new TestBrowser(testApp.app);
    await subscribe(browser, { email: 'reader4@example.com' });
    const links = await linksTo('reader4@example.com');
    const left = await press(new TestBrowser(testApp.app), 'unsubscribe', tokenIn(links.unsubscribe));
    expect([left.statusCode, left.json()]).toEqual([200, { outcome: 'unsubscribed' }]);
    expect(await statusOf('reader4@example.com')).toBe('unsubscribed');
    // The pending confirm link of the same mail no longer subscribes the address.
    expect((await press(browser, 'confirm', tokenIn(links.confirm))).json()).toEqual({ outcome: 'invalid' });
    expect(await statusOf('reader4@example.com')).toBe('unsubscribed');
    // The unsubscribe link keeps working.
    expect((await press(browser, 'unsubscribe', tokenIn(links.unsubscribe))).json()).toEqual({
      outcome: 'unsubscribed',
    });

    // Subscribing again sends a new confirmation, and its link works.
    expect((await subscribe(browser, { email: 'reader4@example.com' })).statusCode).toBe(202);
    expect(await mailsTo('reader4@example.com')).toHaveLength(2);
    const fresh = await linksTo('reader4@example.com');
    const confirmed = await press(browser, 'confirm', tokenIn(fresh.confirm));
    expect(await statusOf('reader4@example.com')).toBe('confirmed');
    await press(browser, 'unsubscribe', confirmed.json().unsubscribeToken);
    expect(await statusOf('reader4@example.com')).toBe('unsubscribed');
  });

  it.each([
    ['no token', undefined],
    ['a tampered token', 'tampered'],
    ['a token of the other purpose', 'unsubscribe-as-confirm'],
    ['a malformed token', '<script>'],
    ['a token that is not text', ['x'.repeat(43)]],
  ])('a confirm link with %s changes nothing', async (_case, kind) => {
    const browser = new TestBrowser(testApp.app);
    const email = `tamper-${String(kind).replace(/\W/g, '').toLowerCase()}@example.com`;
    await subscribe(browser, { email });
    const links = await linksTo(email);
    const confirmToken = tokenIn(links.confirm);
    const token =
      kind === 'tampered'
        ? `${confirmToken.slice(0, -2)}${confirmToken.endsWith('AA') ? 'BB' : 'AA'}`
        : kind === 'unsubscribe-as-confirm'
          ? tokenIn(links.unsubscribe)
          : kind;
    const response = await press(browser, 'confirm', token);
    expect([response.statusCode, response.json()]).toEqual([200, { outcome: 'invalid' }]);
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
    expect((await press(browser, 'confirm', token)).json()).toEqual({ outcome: 'invalid' });
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

  it('allows 30 link presses in 10 minutes from one network, then 429', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let count = 0; count < 30; count += 1) {
      expect((await press(browser, 'confirm', 'x'.repeat(43))).statusCode).toBe(200);
    }
    expect((await press(browser, 'unsubscribe', 'x'.repeat(43))).statusCode).toBe(429);
  });

  it.each([
    ['form data', 'confirm', 'token=abc', 'application/x-www-form-urlencoded', 415],
    ['no content type', 'unsubscribe', '{}', '', 415],
    ['an oversized body', 'unsubscribe', JSON.stringify({ token: 'x'.repeat(5000) }), 'application/json', 413],
    ['JSON that is not', 'confirm', '{"token":', 'application/json', 400],
  ] as const)('a page call with %s is refused', async (_case, page, payload, contentType, status) => {
    const response = await new TestBrowser(testApp.app).send({
      method: 'POST',
      url: blogSubscriptionApiPaths[page],
      payload,
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect(response.statusCode).toBe(status);
  });
});
