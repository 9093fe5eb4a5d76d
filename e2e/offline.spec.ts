import { frontMatter } from './content-kit.js';
import { expect, test } from './fixtures.js';

// The home page's headline is its content's (content/pages/home.md).
const homeHeading = frontMatter('pages/home.md').heading ?? '';

// The service worker stays on here, as in a person's browser (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('service worker (product-rules#service-worker)', () => {
  test('offline, an unvisited page shows the offline page and the home page comes from the cache', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    // Registration waits for an idle moment after load; `ready` resolves once /sw.js is active.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');

    await context.setOffline(true);
    const offlineAnswer = await page.goto('/faq');
    expect(offlineAnswer?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText('your application is saved')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

    const cachedHome = await page.goto('/');
    expect(cachedHome?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);

    await context.setOffline(false);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeHidden();
  });

  test('/sw.js is served as JavaScript that browsers re-check on every visit', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toBe('no-cache');
  });
});
