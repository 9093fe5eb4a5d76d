import { newEmail, signIn, signUpThroughApi } from './account-kit.js';
import { expect, test } from './fixtures.js';
import { shortIdlePort } from './servers.js';

// This server ends sessions idle for 8 seconds (product-rules#session-limits: 15 minutes, shortened): long
// enough that a busy machine's sign-up and page loads never idle it out before the wait below does.
test.use({ baseURL: `http://127.0.0.1:${shortIdlePort}` });
// Sign-up, the idle wait and sign-in again: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('an idle session sends the user to sign-in with session_expired, then back', async ({ page }) => {
  const email = newEmail('idle');
  await signUpThroughApi(page, email, 'Lena');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Hello, Lena' })).toBeVisible();

  await page.waitForTimeout(9_000);
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login\?returnTo=(%2F|\/)account$/);
  await expect(page.getByRole('alert')).toContainText('Your session has expired');

  await signIn(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Hello, Lena' })).toBeVisible();
});
