import { frontMatter } from './content-kit.js';
import { expect, test } from './fixtures.js';

// The home page's headline is its content's (content/pages/home.md).
const homeHeading = frontMatter('pages/home.md').heading ?? '';

const notFoundPaths = ['/no-such-page', '/404', '/404.html', '/rewards/extra'];

test.describe('not-found page', () => {
  for (const path of notFoundPaths) {
    test(`${path} answers 404 and says the page is missing`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
      await expect(page).toHaveTitle('Page not found | Waypoint');
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('leads the visitor back to the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
  });
});
