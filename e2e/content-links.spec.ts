import { documentMarker, frontMatter, markDocument } from './content-kit.js';
import { expect, test } from './fixtures.js';

// product-rules#site-links: internal links in rich text open the page in the same tab (on a content page, the next
// page's own HTML, decision 090); other links open in a new tab.
test.describe('links in rich text', () => {
  test('an internal link on the home page opens its page in the same tab and lands on its anchor', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontMatter('pages/home.md').heading ?? '');
    await markDocument(page);

    await page.getByRole('main').getByRole('link', { name: 'Read more about applying without an SSN' }).click();

    await expect(page).toHaveURL('/faq/non_us#ssn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontMatter('faq/non_us.md').title ?? '');
    const question = page.locator('#ssn');
    await expect(question).toContainText('SSN');
    await expect(question).toBeInViewport();
    expect(await documentMarker(page), 'a content page is a page of its own').toBeUndefined();
  });

  test('an internal link to a legal page (/fees) opens in the same tab too', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    await page.getByRole('main').getByRole('link', { name: 'fee schedule', exact: true }).click();
    await expect(page).toHaveURL('/fees');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fee schedule');
    expect(await documentMarker(page), 'a content page is a page of its own').toBeUndefined();
  });

  test('Back after an internal link returns to the previous page', async ({ page }) => {
    await page.goto('/rewards');
    await markDocument(page);
    await page.getByRole('main').getByRole('link', { name: 'rewards FAQ', exact: true }).click();
    await expect(page).toHaveURL('/faq/rewards');
    await page.goBack();
    await expect(page).toHaveURL('/rewards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontMatter('pages/rewards.md').heading ?? '');
  });

  test('an external link opens in a new tab without an opener or referrer', async ({ page, context }) => {
    const external = 'https://www.ssa.gov/number-card';
    // Nothing leaves the machine: the other site is a local stub.
    await context.route('https://www.ssa.gov/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stub</title><h1>Stub of ssa.gov</h1>' }),
    );
    await page.goto('/blog/ssn-and-itin-explained');
    const link = page.getByRole('main').getByRole('link', { name: /^SSA's website/ });
    await expect(link).toHaveAttribute('href', external);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/opens in a new tab/);

    const popupOpened = context.waitForEvent('page');
    await link.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(external);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await popup.evaluate(() => document.referrer)).toBe('');
    await popup.close();
    // The site stays where it was.
    await expect(page).toHaveURL('/blog/ssn-and-itin-explained');
  });

  test('every external link in an article opens in a new tab', async ({ page }) => {
    await page.goto('/knowledge-center/financial-education/avoiding-credit-card-fraud');
    const externalLinks = page.getByRole('main').locator('a[href^="http"]');
    expect(await externalLinks.count()).toBeGreaterThan(0);
    for (const link of await externalLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // And the internal ones do not.
    for (const link of await page.getByRole('main').locator('a[href^="/"]').all()) {
      await expect(link).not.toHaveAttribute('target', '_blank');
    }
  });
});

// product-rules#site-routes: breadcrumb labels are "Knowledge Center" and "Financial Education".
test.describe('breadcrumbs', () => {
  test('on Financial Education: Knowledge Center, then the current page', async ({ page }) => {
    await page.goto('/knowledge-center/financial-education');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Knowledge Center', 'Financial Education']);
    await expect(trail.getByText('Financial Education')).toHaveAttribute('aria-current', 'page');
    await expect(trail.getByRole('link')).toHaveText(['Knowledge Center']);

    await markDocument(page);
    await trail.getByRole('link', { name: 'Knowledge Center' }).click();
    await expect(page).toHaveURL('/knowledge-center');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Center');
  });

  test('on an article: Knowledge Center, Financial Education, then the article', async ({ page }) => {
    const slug = 'credit-utilization';
    const title = frontMatter(`knowledge-center/financial-education/${slug}.md`).title ?? '';
    await page.goto(`/knowledge-center/financial-education/${slug}`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Knowledge Center', 'Financial Education', title]);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(title);
    await expect(trail.getByRole('link')).toHaveText(['Knowledge Center', 'Financial Education']);

    await trail.getByRole('link', { name: 'Financial Education' }).click();
    await expect(page).toHaveURL('/knowledge-center/financial-education');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Education');
    // The category lists the article we came from.
    await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
  });
});
