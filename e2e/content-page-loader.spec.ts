import type { Page, Route } from '@playwright/test';
import { documentMarker, frontMatter, markDocument } from './content-kit.js';
import { expect, test } from './fixtures.js';

// product-rules#page-loading: the next page's data is fetched on navigation inside the app (decision 012).
// Content pages are pages of their own since decision 090 (their links load the next page's HTML), so
// these tests start on the sign-in page, an app page, and follow its header's FAQ link from there.
// These tests fail page-data requests on purpose; Chromium logs each failure, which is expected here.
test.use({ expectedFailedResources: ['/page-data/'] });

const faqPageData = '**/page-data/faq/page-data.json';
const faqHeading = frontMatter('pages/faq.md').heading ?? '';
const appPage = '/user/login';
const appPageHeading = 'Sign in';
const notFoundHeading = 'We can’t find that page';

/** Opens an app page, marks the document and follows the header's FAQ link. */
async function appPageThenFaq(page: Page): Promise<void> {
  await page.goto(appPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(appPageHeading);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
}

/** Answers the FAQ's page data by `answer`, counting the requests. */
async function routeFaqData(page: Page, answer: (route: Route, attempt: number) => Promise<void>) {
  const requests = { count: 0 };
  await page.route(faqPageData, async (route) => {
    requests.count += 1;
    await answer(route, requests.count);
  });
  return requests;
}

test.describe('page loader', () => {
  test('retries a 503 twice, then shows the page from the third answer', async ({ page }) => {
    const requests = await routeFaqData(page, (route, attempt) =>
      attempt <= 2 ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback(),
    );
    await appPageThenFaq(page);
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqHeading);
    expect(requests.count).toBe(3);
    expect(await documentMarker(page), 'the retry reloaded the page').toBe('still here');
  });

  test('retries a network failure too', async ({ page }) => {
    const requests = await routeFaqData(page, (route, attempt) =>
      attempt === 1 ? route.abort('connectionreset') : route.fallback(),
    );
    await appPageThenFaq(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqHeading);
    expect(requests.count).toBe(2);
    expect(await documentMarker(page)).toBe('still here');
  });

  test('after 3 failed retries the browser loads the page itself', async ({ page }) => {
    const requests = await routeFaqData(page, (route) => route.fulfill({ status: 503, body: 'busy' }));
    await appPageThenFaq(page);
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqHeading);
    // The first try and 3 retries; the server's HTML carries the page's data, so no 5th request.
    expect(requests.count).toBe(4);
    expect(await documentMarker(page), 'a full navigation starts a new document').toBeUndefined();
  });

  test('page data answering 404 shows the not-found page', async ({ page }) => {
    const requests = await routeFaqData(page, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"errors":[]}' }),
    );
    await appPageThenFaq(page);
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
    await expect(page).toHaveTitle('Page not found | Waypoint');
    expect(requests.count, '404 is not retried').toBe(1);
    expect(await documentMarker(page)).toBe('still here');
  });

  test('page data that is not valid JSON shows the not-found page', async ({ page }) => {
    const requests = await routeFaqData(page, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"path": "/faq", ' }),
    );
    await appPageThenFaq(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
    expect(requests.count).toBe(1);
  });

  test('page data of the wrong shape shows the not-found page', async ({ page }) => {
    await routeFaqData(page, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"path": "/faq"}' }),
    );
    await appPageThenFaq(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
  });

  test('page data answering 500 shows "This page did not load", with a way to try again', async ({ page }) => {
    const requests = await routeFaqData(page, (route) => route.fulfill({ status: 500, body: 'oops' }));
    await appPageThenFaq(page);
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page did not load');
    expect(requests.count, '500 is not retried').toBe(1);

    await page.unroute(faqPageData);
    await page.getByRole('main').getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqHeading);
  });

  test('page data from a new site version makes the browser load the page afresh', async ({ page }) => {
    await routeFaqData(page, async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as { webpackCompilationHash: string };
      await route.fulfill({ response, json: { ...data, webpackCompilationHash: 'a-newer-site-version' } });
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    await appPageThenFaq(page);
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqHeading);
    // The app page, then the FAQ loaded by the browser.
    expect(documents.map((url) => new URL(url).pathname)).toEqual([appPage, '/faq']);
    expect(await documentMarker(page), 'a full navigation starts a new document').toBeUndefined();
  });

  test('a slow page shows the delayed-load notice until it arrives', async ({ page }) => {
    const notice = page.getByText('Loading the page… this is taking longer than usual.');
    await routeFaqData(page, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_800));
      await route.fallback();
    });
    await appPageThenFaq(page);
    await expect(notice).toBeVisible();
    // The notice sits in a live region, and the old page stays up while the next loads.
    await expect(page.getByRole('status').filter({ has: notice })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(appPageHeading);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqHeading);
    await expect(notice).toBeHidden();
    expect(await documentMarker(page)).toBe('still here');
  });

  test('a page that loads within a second shows no notice', async ({ page }) => {
    await routeFaqData(page, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fallback();
    });
    let noticeSeen = false;
    await page.exposeFunction('noticeSeen', () => (noticeSeen = true));
    await page.goto(appPage);
    await markDocument(page);
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.body.textContent?.includes('taking longer than usual'))
          (window as unknown as { noticeSeen(): void }).noticeSeen();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqHeading);
    expect(noticeSeen).toBe(false);
  });
});
