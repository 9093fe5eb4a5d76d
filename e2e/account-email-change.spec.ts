import type { Page } from '@playwright/test';
import { linkFromMailbox, newEmail, password, signIn, signUpThroughApi } from './account-kit.js';
import { accessible } from './application-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { passStepUpByEmail } from './step-up-kit.js';
import { openOnAnotherDevice } from './work-email-kit.js';

/*
 * The e-mail change (decision 075, docs/product-rules.md#email-change): asked
 * on Sign-in and security after the step-up, it takes effect only from the
 * link mailed to the new address; the old address is told, with an undo that
 * puts it back, signs every device out and asks for a new password.
 */

test.describe.configure({ timeout: 120_000 });

const emailPanel = (page: Page) => page.getByRole('region', { name: 'E-mail address' });

test('an e-mail change needs the step-up and the new address’s link; the old address can undo it', async ({ page }) => {
  const email = newEmail('email-change');
  const changedTo = newEmail('email-change-new');
  await signUpThroughApi(page, email);

  await page.goto('/account/security');
  const panel = emailPanel(page);
  await expect(panel).toContainText(`You sign in with ${email}`);
  await panel.getByLabel('New e-mail address').fill(changedTo);
  await panel.getByRole('button', { name: 'Send a confirmation link' }).click();
  await passStepUpByEmail(page, email);

  // Waiting for the link: nothing has changed yet.
  const waiting = panel.getByRole('status').filter({ hasText: 'We sent a link to' });
  await expect(waiting).toContainText(changedTo);
  await expect(panel).toContainText(`You sign in with ${email}`);
  await accessible(page);
  await atPhoneAndDesktop(page, 'email-change-waiting', { checkFits: true });

  // The link from the new mailbox, opened in this signed-in browser.
  await page.goto(await linkFromMailbox(page.request, changedTo, '/account/email/confirm'));
  await expect(page.getByRole('heading', { name: 'Your e-mail address is changed' })).toBeVisible();
  await accessible(page);
  await atPhoneAndDesktop(page, 'email-change-confirmed', { checkFits: true });
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await page.goto('/account/security');
  await expect(emailPanel(page)).toContainText(`You sign in with ${changedTo}`);
  await expect(emailPanel(page).getByText('We sent a link to')).toHaveCount(0);

  // The old address's notice carries the undo, opened on another device, signed out.
  const undoLink = await linkFromMailbox(page.request, email, '/account/email/undo');
  const elsewhere = await openOnAnotherDevice(page, undoLink);
  await expect(elsewhere.getByRole('heading', { name: 'Undo the change of your e-mail address' })).toBeVisible();
  await accessible(elsewhere);
  await atPhoneAndDesktop(elsewhere, 'email-change-undo', { checkFits: true });
  await elsewhere.getByRole('button', { name: 'Undo the change' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Your e-mail address is back' })).toBeVisible();
  await atPhoneAndDesktop(elsewhere, 'email-change-undone', { checkFits: true });
  await elsewhere.context().close();

  // Every session ended: this browser is asked to sign in again.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/user\/login/);
  // The old password stopped working; the reset link went to the restored address.
  await signIn(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Incorrect user name or password');
  await page.goto(await linkFromMailbox(page.request, email, '/user/resetpassword'));
  const newPassword = 'my own address back again';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
  await page.goto('/user/login');
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/application$/);
});

test('a used or unknown link changes nothing and says why', async ({ page }) => {
  await page.goto('/account/email/confirm?hash=not-a-real-link');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('nothing changed');
  await accessible(page);
  await atPhoneAndDesktop(page, 'email-change-link-invalid', { checkFits: true });

  await page.goto('/account/email/undo?hash=not-a-real-link');
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This undo link is not valid any more');
});
