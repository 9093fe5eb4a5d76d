import { linkFromMailbox, newEmail, password, signIn, signOut, signUp } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';

// The service worker stays on here, as in a person's browser (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('accounts', () => {
  test('sign up, confirm the e-mail from the mailbox, sign out, sign in', async ({ page, request }) => {
    const email = newEmail('signup');
    await signUp(page, email);
    // The wizard has statuses of its own ("All changes saved"); the notice is the one with this text.
    await expect(
      page.getByRole('status').filter({ hasText: 'An activation email has been sent to the provided address' }),
    ).toBeVisible();

    const link = await linkFromMailbox(request, email, '/emailconfirmation');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Great, you’ve verified your email! Resume your application.');
    await expectNoAxeViolations(page);

    // The link is single use: opening it again does not confirm anything.
    const replay = await page.context().newPage();
    await replay.goto(link);
    await expect(replay.getByRole('heading', { name: 'Your e-mail is confirmed' })).toHaveCount(0);
    await replay.close();

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto('/user/login');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/application$/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
    // The details are on Profile and security (decision 078).
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Profile and security' })
      .click();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('a wrong password shows the spec message and keeps what was typed', async ({ page }) => {
    const email = newEmail('wrong');
    await signUp(page, email);
    await signOut(page);
    await page.goto('/user/login');
    await signIn(page, email, 'not my password at all');
    await expect(page.getByRole('alert')).toContainText('Incorrect user name or password');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test('signing up twice with one address shows "Email already used"', async ({ page, browser }) => {
    const email = newEmail('twice');
    await signUp(page, email);
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/user/signup');
    await second.getByLabel('First name').fill('Priya');
    await second.getByLabel('Last name').fill('Raman');
    await second.getByLabel('Email address').fill(email);
    await second.getByLabel('Password', { exact: true }).fill(password);
    await second.getByRole('checkbox').check();
    await second.getByRole('button', { name: 'Create account' }).click();
    await expect(second.getByRole('alert')).toContainText('Email already used');
    await expect(second.getByLabel('First name')).toHaveValue('Priya');
    await other.close();
  });

  test('forgot password, reset from the mailbox link, sign in with the new password', async ({ page, request }) => {
    const email = newEmail('reset');
    await signUp(page, email);
    await signOut(page);

    await page.goto('/user/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/user\/forgotpassword$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

    const link = await linkFromMailbox(request, email, '/user/resetpassword');
    await page.goto(link);
    const newPassword = 'a different walk by the sea';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();

    await page.goto('/user/login');
    await signIn(page, email, password);
    await expect(page.getByRole('alert')).toContainText('Incorrect user name or password');
    await page.goto('/user/login');
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/application$/);

    // The used link no longer works.
    await page.goto(link);
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  });

  test('a signed-out visitor to /account signs in and comes back to it', async ({ page }) => {
    const email = newEmail('protected');
    await signUp(page, email, 'Tomas');
    await signOut(page);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/user\/login\?returnTo=(%2F|\/)account$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Hello, Tomas' })).toBeVisible();
  });

  test('the account pages pass the accessibility scan', async ({ page }) => {
    for (const path of ['/user/signup', '/user/login', '/user/forgotpassword', '/user/resetpassword?hash=nope']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
