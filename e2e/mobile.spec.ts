import type { Page } from '@playwright/test';
import { waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';

const phoneWidth = 360;
test.use({ viewport: { width: phoneWidth, height: 740 } });

/** Opens a page and waits until its Menu button answers: the script comes after the first paint (decision 050). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('on a 360 px phone', () => {
  test('the Menu button opens and closes the main navigation', async ({ page }) => {
    await openPage(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Rewards' })).toBeVisible();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation).toBeHidden();
  });

  test('following a menu link closes the menu', async ({ page }) => {
    await openPage(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  for (const path of ['/', '/no-such-page']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(phoneWidth);
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await pageWidth(page)).toBeLessThanOrEqual(phoneWidth);
    });
  }
});
