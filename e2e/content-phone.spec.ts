import { waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';

const phoneWidth = 360;
test.use({ viewport: { width: phoneWidth, height: 740 } });

// Long words, tables and wide forms are what push a phone page sideways.
const pages = [
  '/',
  '/faq',
  '/faq/non_us',
  '/rewards',
  '/blog/moving-to-the-us-on-a-work-visa-banking',
  '/knowledge-center/financial-education/credit-utilization',
  '/contact-us',
  '/fees',
  '/quiz',
];

test.describe('content pages on a 360 px phone', () => {
  for (const path of pages) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(phoneWidth);
    });
  }

  test('the contact form with its error summary still fits', async ({ page }) => {
    await page.goto('/contact-us');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.error-summary')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneWidth);
  });
});
