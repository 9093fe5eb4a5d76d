import { expect, test } from './fixtures.js';

const contentPages = [
  { path: '/rewards', title: 'Rewards' },
  { path: '/faq/close', title: 'Closing your account' },
  { path: '/disclosures/privacy-policy', title: 'Privacy Policy' },
];

test.describe('content pages', () => {
  for (const { path, title } of contentPages) {
    test(`${path} answers 200 and is titled "${title}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Waypoint`);
    });
  }

  test('a header link changes the page without reloading it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads.push(request.url());
    });

    const rewards = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' });
    await rewards.click();

    await expect(page).toHaveURL('/rewards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
    await expect(page).toHaveTitle('Rewards | Waypoint');
    await expect(rewards).toHaveAttribute('aria-current', 'page');
    expect(documentLoads, 'client-side navigation fetched a new document').toEqual([]);
  });

  test('a footer link to a nested page works client-side too', async ({ page }) => {
    await page.goto('/rewards');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fee schedule' }).click();
    await expect(page).toHaveURL('/fees');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fee schedule');
  });
});
