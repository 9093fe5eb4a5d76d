import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorEvent } from '@waypoint/domain/analytics/collector-batch';
import { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { analyticsEvents, trackingSessions } from './analytics-tables.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let visits = 0;
/** A browser that has loaded a page: it holds the anonymous id and visit cookies. */
function visitor(): TestBrowser {
  visits += 1;
  const browser = new TestBrowser(testApp.app);
  const suffix = String(visits).padStart(12, '0');
  browser.cookies.set('wp_aid', `11111111-1111-4111-8111-${suffix}`);
  browser.cookies.set('wp_sid', `22222222-2222-4222-8222-${suffix}`);
  return browser;
}

const dimensions = {
  flow_type: 'none',
  channel_acquisition: 'direct',
  retargeting: 'none',
  isRAF: 'false',
  content_version: 'abc123',
} as const;

const pageView = (path: string, extra: Partial<CollectorEvent> = {}): CollectorEvent => ({
  type: 'page_view',
  path,
  title: 'Waypoint',
  occurredAt: '2026-12-01T10:00:00.000Z',
  dimensions,
  ...extra,
});

function collect(browser: TestBrowser, body: unknown, contentType = 'application/json') {
  return browser.send({
    method: 'POST',
    url: '/api/v1/collect',
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const eventsOfVisit = (browser: TestBrowser) =>
  testApp.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.sessionId, browser.cookies.get('wp_sid') ?? ''));

const visitRow = async (browser: TestBrowser) =>
  (
    await testApp.database.db
      .select()
      .from(trackingSessions)
      .where(eq(trackingSessions.sessionId, browser.cookies.get('wp_sid') ?? ''))
  )[0];

describe('POST /api/v1/collect', () => {
  it('stores a batch of page views and events with their dimensions, the pathname only', async () => {
    const browser = visitor();
    const response = await collect(browser, {
      events: [
        pageView('/faq?gclid=abc'),
        {
          type: 'event',
          name: 'identity_check',
          label: 'pass',
          path: '/application',
          occurredAt: '2026-12-01T10:01:00Z',
          dimensions: { ...dimensions, flow_type: 'yp' },
        },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await eventsOfVisit(browser);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'page_view',
          path: '/faq',
          dimensions,
          userId: null,
          anonymousId: browser.cookies.get('wp_aid'),
        }),
        expect.objectContaining({
          type: 'event',
          name: 'identity_check',
          label: 'pass',
          dimensions: { ...dimensions, flow_type: 'yp' },
        }),
      ]),
    );
  });

  it('captures the tracked parameters as the visit tracking session, first touch winning', async () => {
    const browser = visitor();
    await collect(browser, { events: [], landing: '/i/ABCD2345?gclid=abc&cmpid=spring&pa=partner1&hash=secret' });
    await collect(browser, { events: [pageView('/?cmpid=summer&rtg=cart')] });
    expect((await visitRow(browser))?.parameters).toEqual({
      referrerCode: 'ABCD2345',
      gclid: 'abc',
      campaign: 'spring',
      affiliate: 'partner1',
      retargetingCode: 'cart',
    });
  });

  // product-rules#visit-session: no pixel runs on this site, so a social browser id (`_fbp`) is never
  // claimed; a cookie of that name, whatever set it, is not read. The click id (fbclid) is kept.
  it.each([
    ['in the pixel format', 'fb.1.1596403881668.1116446470'],
    ['not in that format', 'fb.1.1596403881668.<img src=x>'],
  ])('a _fbp cookie %s is not kept; the click id is', async (_case, cookie) => {
    const browser = visitor();
    browser.cookies.set('_fbp', encodeURIComponent(cookie));
    const response = await collect(browser, { events: [pageView('/?fbclid=IwAR2F4')] });
    expect(response.statusCode).toBe(202);
    expect((await visitRow(browser))?.parameters).toEqual({ socialClickId: 'IwAR2F4' });
  });

  it.each([
    ['no events and no landing', { events: [] }, 'events'],
    ['an unknown event type', { events: [pageView('/', { type: 'click' as 'event' })] }, 'events.0.type'],
    ['a path that is not a path', { events: [pageView('https://elsewhere.example/')] }, 'events.0.path'],
    [
      'a dimension outside its values',
      { events: [pageView('/', { dimensions: { ...dimensions, isRAF: 'maybe' as 'true' } })] },
      'events.0.dimensions.isRAF',
    ],
    [
      'a missing dimension',
      { events: [pageView('/', { dimensions: { ...dimensions, content_version: undefined } as never })] },
      'events.0.dimensions.content_version',
    ],
    ['an unknown field', { events: [pageView('/')], userId: 'someone-else' }, ''],
    ['a bad time', { events: [pageView('/', { occurredAt: 'yesterday' })] }, 'events.0.occurredAt'],
  ])('answers 400 with field errors for %s', async (_case, body, field) => {
    const response = await collect(visitor(), body);
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fieldErrors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('answers 400 to a text body that is not JSON, and accepts a beacon text body that is', async () => {
    const browser = visitor();
    expect((await collect(browser, 'not json', 'text/plain')).statusCode).toBe(400);
    const beacon = await collect(
      browser,
      JSON.stringify({ events: [pageView('/rewards')] }),
      'text/plain;charset=UTF-8',
    );
    expect(beacon.statusCode).toBe(202);
    expect(await eventsOfVisit(browser)).toHaveLength(1);
  });

  it('refuses a batch of more than 25 events and a body over 16 KiB', async () => {
    const tooMany = await collect(visitor(), { events: Array.from({ length: 26 }, () => pageView('/')) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].extensions.fieldErrors).toEqual([expect.objectContaining({ field: 'events' })]);
    const tooBig = await collect(visitor(), { events: [pageView('/', { title: 'x'.repeat(17 * 1024) })] });
    expect(tooBig.statusCode).toBe(413);
  });

  it('limits each IP to 120 batches a minute', async () => {
    // The counter's window is the clock minute: the app's clock stands still inside a minute no other
    // test used, so the 121 requests share one window however long they take.
    testApp.clock.pin(new Date('2026-12-01T09:30:05Z'));
    try {
      const browser = visitor();
      const statuses: number[] = [];
      for (let index = 0; index < 121; index += 1) {
        statuses.push((await collect(browser, { events: [], landing: '/' })).statusCode);
      }
      expect(statuses.slice(0, 120).every((status) => status === 202)).toBe(true);
      expect(statuses[120]).toBe(429);
      // The next minute opens a new window.
      testApp.clock.advance(60_000);
      expect((await collect(browser, { events: [], landing: '/' })).statusCode).toBe(202);
    } finally {
      testApp.clock.unpin();
    }
  });

  it('attaches the user id only when the request carries a valid session', async () => {
    const browser = visitor();
    const user = (await registerUser(browser, { email: 'collect@example.com' })).data?.register;
    await collect(browser, { events: [pageView('/blog')] });
    const hash = browser.cookies.get('wp_session_hash');
    browser.sendSessionHeader = false;
    await collect(browser, { events: [pageView('/faq')], sessionHash: hash });
    await collect(browser, { events: [pageView('/about-us')] });
    await collect(browser, { events: [pageView('/careers')], sessionHash: 'forged' });
    const byPath = Object.fromEntries((await eventsOfVisit(browser)).map((row) => [row.path, row.userId]));
    expect(byPath).toEqual({ '/blog': user?.id, '/faq': user?.id, '/about-us': null, '/careers': null });
  });
});

describe('tracked parameters survive into registration', () => {
  it("links the new account to the visit's tracking session and shows it to the user", async () => {
    const browser = visitor();
    await collect(browser, { events: [], landing: '/?gclid=abc&cmpid=spring&pa=partner1' });
    const user = (await registerUser(browser, { email: 'tracked@example.com' })).data?.register;
    expect(await visitRow(browser)).toMatchObject({
      userId: user?.id,
      parameters: { gclid: 'abc', campaign: 'spring', affiliate: 'partner1' },
    });

    const mine = await browser.send({ method: 'GET', url: '/api/v1/collect/mine' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().trackingSessions).toEqual([
      expect.objectContaining({
        sessionId: browser.cookies.get('wp_sid'),
        parameters: { gclid: 'abc', campaign: 'spring', affiliate: 'partner1' },
      }),
    ]);
    expect((await new TestBrowser(testApp.app).send({ method: 'GET', url: '/api/v1/collect/mine' })).statusCode).toBe(
      401,
    );
  });

  it("shows a signed-in user their own stored events, newest first, and no one else's", async () => {
    const browser = visitor();
    await registerUser(browser, { email: 'mine-events@example.com' });
    await collect(browser, {
      events: [
        pageView('/faq', { occurredAt: '2026-12-01T10:00:00Z' }),
        pageView('/blog', { occurredAt: '2026-12-01T10:05:00Z' }),
      ],
    });
    await collect(visitor(), { events: [pageView('/careers')] });
    const mine = await browser.send({ method: 'GET', url: '/api/v1/collect/mine' });
    expect(mine.json().events).toEqual([
      expect.objectContaining({ type: 'page_view', path: '/blog', dimensions }),
      expect.objectContaining({ type: 'page_view', path: '/faq', dimensions }),
    ]);
  });

  it('links a visit that reported nothing before sign-up, so later reports land on the account', async () => {
    const browser = visitor();
    const user = (await registerUser(browser, { email: 'untracked@example.com' })).data?.register;
    expect(await visitRow(browser)).toMatchObject({ userId: user?.id, parameters: {} });
  });
});
