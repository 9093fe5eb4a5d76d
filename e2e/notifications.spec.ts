import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

async function expectNoticeParamGone(page: Page): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).searchParams.has('notice'), { message: 'notice left in the URL' })
    .toBe(false);
}

test.describe('notifications from the address', () => {
  test('an error notice is announced as an alert, leaves the URL and can be dismissed', async ({ page }) => {
    await page.goto('/?notice=session_expired&ref=mail');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Your session has expired', { exact: true })).toBeVisible();
    await expectNoticeParamGone(page);
    // Only the notice is consumed; other parameters stay for whoever needs them.
    expect(new URL(page.url()).searchParams.get('ref')).toBe('mail');

    await alert.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(page.getByText('Your session has expired')).toHaveCount(0);
    await expect(alert).toBeEmpty();
  });

  test('an alert is announced once, not re-rendered in a loop', async ({ page }) => {
    await page.goto('/?notice=session_expired');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Your session has expired', { exact: true })).toBeVisible();
    await expectNoticeParamGone(page);
    // Screen readers read an alert out again each time its content is replaced.
    const changes = await alert.evaluate(
      (region) =>
        new Promise<number>((resolve) => {
          let count = 0;
          const observer = new MutationObserver((records) => (count += records.length));
          observer.observe(region, { childList: true, subtree: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(count);
          }, 500);
        }),
    );
    expect(changes, 'the alert kept changing after it was shown').toBe(0);
  });

  test('a reload does not show the same notice again', async ({ page }) => {
    await page.goto('/?notice=session_expired');
    await expect(page.getByRole('alert').getByText('Your session has expired', { exact: true })).toBeVisible();
    await expectNoticeParamGone(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toBeEmpty();
  });

  test('a success notice is announced politely as a status', async ({ page }) => {
    await page.goto('/?notice=email_verified');
    const verified = 'Great, you’ve verified your email! Resume your application.';
    await expect(page.getByRole('status').getByText(verified, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toBeEmpty();
    await expectNoticeParamGone(page);
  });

  test('an unknown notice shows nothing', async ({ page }) => {
    await page.goto('/?notice=bogus');
    await expectNoticeParamGone(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toBeEmpty();
    await expect(page.getByRole('status')).toBeEmpty();
    await expect(page.getByRole('button', { name: 'Dismiss message' })).toHaveCount(0);
  });
});
