import type { Page } from '@playwright/test';
import { linkFromMailbox, newEmail, password, signOut, signUpThroughApi } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

async function fillSignUp(page: Page, email: string, promoCode: string): Promise<void> {
  await page.goto('/user/signup');
  // The form is prerendered: a box ticked before React takes the page over is unticked by it (decision 050).
  await waitForHydration(page);
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Promo code (optional)').fill(promoCode);
  await page.getByRole('checkbox').check();
}

test.describe('account checks keep their promises', () => {
  test('a common password on reset is said on the field, and the same link then sets a good one', async ({
    page,
    request,
  }) => {
    const email = newEmail('common-reset');
    await signUpThroughApi(page, email);
    await signOut(page);
    await page.goto('/user/forgotpassword');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that address/)).toBeVisible();
    const link = await linkFromMailbox(request, email, '/user/resetpassword');

    await page.goto(link);
    const newPassword = page.getByLabel('New password', { exact: true });
    await newPassword.fill('password123');
    await page.getByLabel('Confirm new password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field__error', { hasText: /this password is too common/ })).toBeVisible();
    await expect(page.getByText('This reset link cannot be used')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await atPhoneAndDesktop(page, 'reset-common-password');

    // The link was not used up: a good password goes through with it.
    const better = 'a quiet lantern over the harbour';
    await newPassword.fill(better);
    await page.getByLabel('Confirm new password', { exact: true }).fill(better);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.goto('/user/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(better);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/application(\?|$)/);
  });

  test('a sandbox promo code at sign-up shows promo_code_activated and the account records it', async ({ page }) => {
    await fillSignUp(page, newEmail('promo-ok'), 'waypoint-preapproved');
    // Leaving the field checks the code (validatePreApprovedCode).
    await page.getByLabel('Promo code (optional)').blur();
    await expect(page.getByRole('status').filter({ hasText: 'Your promo code is activated!' })).toBeVisible();
    await atPhoneAndDesktop(page, 'signup-promo-activated');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/application(\?|$)/);
    await page.goto('/account/profile');
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByText('Promo code used at sign-up')).toBeVisible();
    await expect(details.getByText('WAYPOINT-PREAPPROVED', { exact: true })).toBeVisible();
    await atPhoneAndDesktop(page, 'account-promo-code');
  });

  test('an unknown promo code is said on its field, no account is made, and none is recorded', async ({ page }) => {
    const email = newEmail('promo-unknown');
    await fillSignUp(page, email, 'ZZZZ2222');
    const registrations: string[] = [];
    page.on('request', (sent) => {
      if ((sent.postData() ?? '').includes('mutation Register')) registrations.push(sent.url());
    });
    await page.getByRole('button', { name: 'Create account' }).click();

    const field = page.getByLabel('Promo code (optional)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field__error', { hasText: 'We could not find that code' })).toBeVisible();
    await expect(page.getByText('Your promo code is activated!')).toHaveCount(0);
    await expect(page).toHaveURL(/\/user\/signup$/);
    expect(registrations).toEqual([]);
    await expectNoAxeViolations(page);
    await atPhoneAndDesktop(page, 'signup-promo-unknown');

    // Clearing the code lets the person sign up, and the account has no code.
    await field.fill('');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/application(\?|$)/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Hello, Nadia' })).toBeVisible();
    await expect(page.getByText('Promo code used at sign-up')).toHaveCount(0);
  });

  test('a signed-in visitor at /user/login or /user/signup goes to the account, or where returnTo says', async ({
    page,
  }) => {
    await signUpThroughApi(page, newEmail('signed-in'), 'Ines');
    for (const path of ['/user/login', '/user/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: 'Hello, Ines' })).toBeVisible();
    }
    await page.goto('/user/login?returnTo=/application');
    await expect(page).toHaveURL(/\/application(\?|$)/);
    // An outside returnTo is never followed.
    await page.goto('/user/login?returnTo=//evil.example/');
    await expect(page).toHaveURL(/\/account$/);
  });
});
