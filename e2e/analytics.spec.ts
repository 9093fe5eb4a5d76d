import type { Page } from '@playwright/test';
import type { CollectorBatch, CollectorEvent } from '@waypoint/domain/analytics/collector-batch';
import { newEmail, signUp } from './account-kit.js';
import { expect, test } from './fixtures.js';

// product-rules#page-views "every page except application and signup triggers a tracking call on view";
// product-rules#analytics custom dimensions 1-5; product-rules#visit-session tracked parameters kept with the visit.

/** Every batch the page sends to the first-party collector, read off the wire. */
function collectorBatches(page: Page): CollectorBatch[] {
  const batches: CollectorBatch[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/v1/collect') return;
    batches.push(JSON.parse(request.postData() ?? '{}') as CollectorBatch);
  });
  return batches;
}

const pageViews = (batches: CollectorBatch[]): CollectorEvent[] =>
  batches.flatMap((batch) => batch.events).filter((event) => event.type === 'page_view');

async function pageViewOf(batches: CollectorBatch[], path: string): Promise<CollectorEvent> {
  await expect.poll(() => pageViews(batches).map((event) => event.path), { timeout: 10_000 }).toContain(path);
  return pageViews(batches).find((event) => event.path === path) as CollectorEvent;
}

const siteVersion = (page: Page) => page.locator('meta[name="site-version"]').getAttribute('content');

test('content pages send a page view with the five dimensions', async ({ page }) => {
  const batches = collectorBatches(page);
  for (const path of ['/', '/faq', '/blog/building-us-credit-from-scratch']) {
    await page.goto(path);
    const view = await pageViewOf(batches, path);
    expect(view.dimensions).toEqual({
      flow_type: 'none',
      channel_acquisition: 'direct',
      retargeting: 'none',
      isRAF: 'false',
      content_version: await siteVersion(page),
    });
    expect(view.title).toBe(await page.title());
  }
  // Following a link to the next page is a page view too, with where it came from (a content page's
  // links load the next page, decision 090; a move inside the app names the page it left the same way).
  await page.getByRole('link', { name: 'Rewards', exact: true }).first().click();
  await expect(page).toHaveURL(/\/rewards$/);
  const rewards = await pageViewOf(batches, '/rewards');
  expect(rewards.referrer).toBe('/blog/building-us-credit-from-scratch');
  expect(pageViews(batches).filter((event) => event.path === '/')).toHaveLength(1);
});

test('sign-up and application pages send no page view', async ({ page }) => {
  const batches = collectorBatches(page);
  // The page's own clock: moved past the client's 2 s batching delay at once, rather than waited for.
  await page.clock.install();
  await signUp(page, newEmail('analytics-silent'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(3_000);
  await page.goto('/user/register');
  await page.clock.runFor(3_000);
  // The client is alive: the next content page reports, and anything queued before it went out first.
  await page.goto('/faq');
  await pageViewOf(batches, '/faq');
  const silent = pageViews(batches).filter(
    (event) =>
      event.path.startsWith('/application') ||
      event.path.startsWith('/user/signup') ||
      event.path.startsWith('/user/register'),
  );
  expect(silent).toEqual([]);
});

test('the tracked parameters of the landing page survive into registration', async ({ page }) => {
  const batches = collectorBatches(page);
  await page.goto('/?gclid=abc&cmpid=spring&pa=partner1&utm_source=ignored');
  // Only the tracked parameters travel; the Google click makes it paid search.
  const landing = await pageViewOf(batches, '/?pa=partner1&cmpid=spring&gclid=abc');
  expect(landing.dimensions).toMatchObject({ channel_acquisition: 'paid_search', isRAF: 'false' });

  await signUp(page, newEmail('analytics-tracked'));
  // What the server kept for the new account, read as the user (a test-only route, absent in production).
  const mine = await page.evaluate(async () => {
    const hash = document.cookie.match(/(?:^|; )wp_session_hash=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/v1/collect/mine', { headers: { 'x-session-hash': decodeURIComponent(hash) } });
    return (await response.json()) as { trackingSessions: { parameters: Record<string, string> }[] };
  });
  expect(mine.trackingSessions).toEqual([
    expect.objectContaining({ parameters: { gclid: 'abc', campaign: 'spring', affiliate: 'partner1' } }),
  ]);

  // The visit keeps its first touch: later pages still count as paid search.
  await page.goto('/faq');
  expect((await pageViewOf(batches, '/faq')).dimensions.channel_acquisition).toBe('paid_search');
});

test("a social ad's click id follows the visit into the account; a _fbp cookie is not read", async ({
  page,
  context,
  baseURL,
}) => {
  const batches = collectorBatches(page);
  // No pixel runs on this site (product-rules#visit-session): a _fbp cookie, however it got there, is not kept.
  await context.addCookies([{ name: '_fbp', value: 'fb.1.1596403881668.1116446470', url: baseURL ?? '' }]);
  await page.goto('/?fbclid=IwAR2F4');
  const landing = await pageViewOf(batches, '/?fbclid=IwAR2F4');
  expect(landing.dimensions).toMatchObject({ channel_acquisition: 'paid_social' });

  await signUp(page, newEmail('analytics-social'));
  const mine = await page.evaluate(async () => {
    const hash = document.cookie.match(/(?:^|; )wp_session_hash=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/v1/collect/mine', { headers: { 'x-session-hash': decodeURIComponent(hash) } });
    return (await response.json()) as { trackingSessions: { parameters: Record<string, string> }[] };
  });
  expect(mine.trackingSessions).toEqual([
    expect.objectContaining({
      parameters: { socialClickId: 'IwAR2F4' },
    }),
  ]);
});
