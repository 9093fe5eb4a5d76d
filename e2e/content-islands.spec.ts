import type { Page } from '@playwright/test';
import { frontMatter, waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

// Decision 090: a content page loads its islands' entry, not the app's; each interactive part
// hydrates on its own when it is used, and nothing else of the page is hydrated.

/** Scripts the page fetched, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname.split('/').pop() ?? '');
  });
  return scripts;
}

/** The islands React has taken over, by name. */
const hydratedIslands = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-island]')]
      .filter((marker) => Object.keys(marker).some((key) => key.startsWith('__reactContainer')))
      .map((marker) => marker.getAttribute('data-island')),
  );

test.describe('content pages as islands', () => {
  test('the home page loads no router and hydrates nothing until a part is used', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.some((file) => file.startsWith('content-')),
      'the islands entry',
    ).toBe(true);
    expect(
      scripts.filter((file) => file.startsWith('index-')),
      'the app entry',
    ).toEqual([]);
    expect(await hydratedIslands(page)).toEqual([]);
    const main = await page.evaluate(() =>
      Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__react')),
    );
    expect(main, 'the page around the islands stays the HTML').toBe(false);
  });

  test('on a phone, the first press of Menu opens it: only the header hydrates', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' })).toBeVisible();
    expect(await hydratedIslands(page)).toEqual(['site-header']);
    await atPhoneAndDesktop(page, 'islands-home-menu', { fullPage: false });
  });

  test('a header link loads the next page as a page of its own, which answers too', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontMatter('pages/rewards.md').heading ?? '');
    expect(documents).toEqual(['/rewards']);
    await waitForHydration(page);
    // The calculator hydrates when it is first used, and answers that first input.
    await page.getByLabel('Monthly spending on eligible purchases, in US dollars').fill('2000');
    await expect.poll(() => hydratedIslands(page)).toContain('cash-back-calculator');
  });

  for (const [pagePath, name] of [
    ['/', 'islands-home'],
    ['/rewards', 'islands-rewards'],
  ] as const) {
    test(`${pagePath} after its islands have hydrated, at 360 and 1280`, async ({ page }) => {
      await page.goto(pagePath);
      await waitForHydration(page);
      // Use each island once, as a visitor would: the header and the help button.
      await page.getByRole('button', { name: 'Help', exact: true }).hover();
      await expect.poll(() => hydratedIslands(page)).toContain('help-launcher');
      await atPhoneAndDesktop(page, name, { checkFits: true, fullPage: false });
    });
  }
});
