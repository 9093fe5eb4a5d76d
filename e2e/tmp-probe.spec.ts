import { test } from '@playwright/test';
test.use({ viewport: { width: 360, height: 740 } });
test('probe', async ({ page }) => {
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) console.log('NAV', f.url()); });
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.waitForTimeout(1500);
  console.log('URL', page.url(), await page.locator('.error-summary').count());
});
