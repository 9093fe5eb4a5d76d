import { inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CollectorEvent } from '@waypoint/domain/analytics/collector-batch';
import { jobSchema } from '../../platform/jobs/enqueue-job.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import {
  ga4StandInApiSecret,
  ga4StandInMeasurementId,
  startGa4StandIn,
  validateGa4Body,
  type Ga4StandIn,
} from '../../testing/stand-ins/ga4-stand-in.js';
import { registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { analyticsEvents } from './analytics-tables.js';
import { analyticsForwardQueue, forwardStoredEvents } from './forwarding-job.js';
import { createGa4Forwarder } from './ga4-forwarder.js';

let standIn: Ga4StandIn;
let testApp: TestApp;
const ga4Env = () => ({
  GA4_MEASUREMENT_ID: ga4StandInMeasurementId,
  GA4_API_SECRET: ga4StandInApiSecret,
  GA4_ENDPOINT: standIn.url,
  PUBLIC_URL: 'https://waypoint.example',
});

beforeAll(async () => {
  standIn = await startGa4StandIn();
  testApp = await createTestApp(ga4Env());
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.received.length = 0;
});

let visits = 0;
function visitor(app: TestApp = testApp): TestBrowser {
  visits += 1;
  const browser = new TestBrowser(app.app);
  const suffix = String(visits).padStart(12, '0');
  browser.cookies.set('wp_aid', `33333333-3333-4333-8333-${suffix}`);
  browser.cookies.set('wp_sid', `44444444-4444-4444-8444-${suffix}`);
  return browser;
}

const dimensions = {
  flow_type: 'yp',
  channel_acquisition: 'paid_search',
  retargeting: 'cart',
  isRAF: 'false',
  content_version: 'v42',
} as const;

const pageView = (path: string): CollectorEvent => ({
  type: 'page_view',
  path,
  title: 'Waypoint',
  occurredAt: '2026-11-26T07:00:00.000Z',
  dimensions,
});

async function collect(browser: TestBrowser, events: CollectorEvent[]) {
  const response = await browser.send({
    method: 'POST',
    url: '/api/v1/collect',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ events }),
  });
  expect(response.statusCode).toBe(202);
}

/** The waiting runs come due now, as if their 15 seconds had passed, and whatever is due runs. */
async function runForwarding(app: TestApp = testApp): Promise<void> {
  await app.database.sql.executeSql(
    `UPDATE ${jobSchema}.job SET start_after = now() - interval '1 second'
     WHERE name = $1 AND state IN ('created', 'retry')`,
    [analyticsForwardQueue.name],
  );
  await app.jobs.drain();
}

const receivedPaths = () =>
  standIn.received.flatMap((request) =>
    (request.body.events ?? []).map((event) => new URL(String(event.params?.page_location)).pathname),
  );

describe('forwarding stored events to GA4 (decision 043)', () => {
  it('sends page views with their custom dimensions, the visitor and the user id, in a valid body', async () => {
    const browser = visitor();
    const user = (await registerUser(browser, { email: 'forwarded@example.com' })).data?.register;
    await collect(browser, [pageView('/application/YP_Identification')]);
    expect(standIn.received).toHaveLength(0);

    await runForwarding();
    expect(standIn.received).toHaveLength(1);
    const [request] = standIn.received;
    expect(request?.measurementId).toBe(ga4StandInMeasurementId);
    expect(request?.apiSecret).toBe(ga4StandInApiSecret);
    expect(request?.body).toEqual({
      client_id: browser.cookies.get('wp_aid'),
      user_id: user?.id,
      events: [
        {
          name: 'page_view',
          timestamp_micros: Date.parse('2026-11-26T07:00:00.000Z') * 1000,
          params: {
            page_location: 'https://waypoint.example/application/YP_Identification',
            page_title: 'Waypoint',
            engagement_time_msec: 1,
            ...dimensions,
          },
        },
      ],
    });
    expect(validateGa4Body(request?.body ?? {})).toEqual([]);
    const left = await testApp.database.db.select().from(analyticsEvents).where(isNull(analyticsEvents.forwardedAt));
    expect(left).toEqual([]);
  });

  it('sends a visitor without a user without user_id, and an event with its name and label', async () => {
    const browser = visitor();
    await collect(browser, [
      {
        type: 'event',
        name: 'identity_check_result',
        label: 'pass',
        path: '/application/XP_Identification',
        occurredAt: '2026-11-26T07:01:00Z',
        dimensions: { ...dimensions, flow_type: 'non_us_expat' },
      },
    ]);
    await runForwarding();
    const body = standIn.received[0]?.body;
    expect(body?.user_id).toBeUndefined();
    expect(body?.events?.[0]).toMatchObject({
      name: 'identity_check_result',
      params: { label: 'pass', flow_type: 'non_us_expat' },
    });
  });

  it('sends at most 25 events per request', async () => {
    const browser = visitor();
    const paths = Array.from({ length: 30 }, (_, index) => `/blog/batch-${index}`);
    await collect(browser, paths.slice(0, 25).map(pageView));
    await collect(browser, paths.slice(25).map(pageView));
    await runForwarding();
    expect(standIn.received.map((request) => request.body.events?.length)).toEqual([25, 5]);
    expect(receivedPaths().sort()).toEqual([...paths].sort());
  });

  it('retries after a 5xx with backoff, and keeps the events until a 2xx', async () => {
    const browser = visitor();
    await collect(browser, [pageView('/faq/retried')]);
    standIn.failNext({ status: 503 });
    await runForwarding();
    expect(standIn.received).toHaveLength(0);
    expect(standIn.failedCount()).toBeGreaterThanOrEqual(1);
    // Waiting to try again, later: pg-boss's backoff from 30 s.
    const { rows } = await testApp.database.sql.executeSql(
      `SELECT extract(epoch FROM start_after - now())::float8 AS starts_in FROM ${jobSchema}.job
       WHERE name = $1 AND state = 'retry'`,
      [analyticsForwardQueue.name],
    );
    expect(rows).toEqual([{ starts_in: expect.any(Number) }]);
    expect((rows[0] as { starts_in: number }).starts_in).toBeGreaterThan(10);
    const kept = await testApp.database.db.select().from(analyticsEvents).where(isNull(analyticsEvents.forwardedAt));
    expect(kept.map((row) => row.path)).toEqual(['/faq/retried']);

    await runForwarding();
    expect(receivedPaths()).toEqual(['/faq/retried']);
  });

  it('a request that gets no answer in time fails the run, and its events are sent by the next', async () => {
    const browser = visitor();
    await collect(browser, [pageView('/rewards/timed-out')]);
    const forwarder = createGa4Forwarder(
      { measurementId: ga4StandInMeasurementId, apiSecret: ga4StandInApiSecret, endpoint: standIn.url },
      { siteOrigin: 'https://waypoint.example', timeoutMs: 200 },
    );
    standIn.failNext({ hang: true });
    await expect(forwardStoredEvents(testApp.database.db, forwarder)).rejects.toThrow('GA4 did not answer in time');
    expect(await forwardStoredEvents(testApp.database.db, forwarder)).toEqual({ forwarded: 1, more: false });
    expect(receivedPaths()).toEqual(['/rewards/timed-out']);
  });

  it('bounds a run in rounds and hands what is left to the next run', async () => {
    const browser = visitor();
    await collect(
      browser,
      Array.from({ length: 6 }, (_, index) => pageView(`/careers/bounded-${index}`)),
    );
    const forwarder = createGa4Forwarder(
      { measurementId: ga4StandInMeasurementId, apiSecret: ga4StandInApiSecret, endpoint: standIn.url },
      { siteOrigin: 'https://waypoint.example' },
    );
    const limits = { eventsPerRound: 2, roundsPerRun: 2, runBudgetMs: 10_000, leaseSeconds: 60 };
    expect(await forwardStoredEvents(testApp.database.db, forwarder, limits)).toEqual({ forwarded: 4, more: true });
    expect(await forwardStoredEvents(testApp.database.db, forwarder, limits)).toEqual({ forwarded: 2, more: false });
    expect(standIn.received.map((request) => request.body.events?.length)).toEqual([2, 2, 2]);
  });
});

describe('a restart (decision 043)', () => {
  it('a new instance on the same database sends what the stopped one left, and nothing acknowledged twice', async () => {
    const first = await createTestApp(ga4Env());
    const browser = visitor(first);
    const paths = Array.from({ length: 30 }, (_, index) => `/about-us/restart-${index}`);
    await collect(browser, paths.slice(0, 25).map(pageView));
    await runForwarding(first);
    await collect(browser, paths.slice(25).map(pageView));
    standIn.failNext({ status: 500 });
    await runForwarding(first);
    expect(receivedPaths().sort()).toEqual(paths.slice(0, 25).sort());
    await first.jobs.stop();

    const second = await createTestApp(ga4Env(), first);
    try {
      // Its start queued a run due now: nothing has to be made due.
      await second.jobs.drain();
      expect(receivedPaths().sort()).toEqual([...paths].sort());
      // The stopped instance's retry, when it comes, finds nothing left to send.
      await runForwarding(second);
      expect(receivedPaths()).toHaveLength(30);
      const rows = await second.database.db.select().from(analyticsEvents).where(inArray(analyticsEvents.path, paths));
      expect(rows.every((row) => row.forwardedAt !== null && row.forwardLeaseUntil === null)).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('without GA4 settings', () => {
  it('keeps events in the first-party store and queues no forwarding run', async () => {
    const plain = await createTestApp();
    try {
      await collect(visitor(plain), [pageView('/faq/kept')]);
      const { rows } = await plain.database.sql.executeSql(
        `SELECT count(*)::int AS runs FROM ${jobSchema}.job WHERE name = $1`,
        [analyticsForwardQueue.name],
      );
      expect(rows).toEqual([{ runs: 0 }]);
    } finally {
      await plain.close();
    }
  });
});
