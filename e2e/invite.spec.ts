import type { Page } from '@playwright/test';
import { newEmail, password, signUpThroughApi } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { frontMatter, waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';

const invitePage = frontMatter('pages/invite.md');

/** Finishes the sign-up form the visitor landed on (the code already filled in from the link). */
async function completeSignUp(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Lucas');
  await page.getByLabel('Last name').fill('Moreau');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/application$/);
}

test.describe('invitations and referrals', () => {
  test('a member shares their link; the friend is greeted by name and the code reaches registration', async ({
    page,
    browser,
  }) => {
    // The member: signs up, opens the account page, copies their invite link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughApi(page, newEmail('referrer'), 'Maya');
    await page.goto('/account');
    const panel = page.getByRole('region', { name: 'Invite friends' });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(panel.getByRole('status')).toHaveText('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/[A-HJKMNP-Z2-9]{8}$/);
    await expect(panel.getByLabel('Your invite link')).toHaveValue(link);
    const code = link.split('/i/')[1] ?? '';

    // The friend, in a browser of their own: greeted with the member's first name only.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(new URL(link).pathname);
    await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Maya invited you to Waypoint');
    await expect(friend.getByText('Raman')).toHaveCount(0);
    await expect(friend).toHaveTitle(`${invitePage.title} | Waypoint`);
    await expectNoAxeViolations(friend);

    // Not ready yet: "Remind me later" queues the e-mail.
    await friend.getByLabel('Your e-mail address').fill(newEmail('later'));
    await friend.getByRole('button', { name: 'Remind me later' }).click();
    await expect(friend.getByText('We sent your invitation link to')).toBeVisible();

    // Ready after all: the application starts with the code attached.
    await friend.getByRole('link', { name: 'Start your application' }).click();
    await expect(friend).toHaveURL(`/user/signup?code=${code}`);
    await expect(friend.getByLabel('Promo code (optional)')).toHaveValue(code);
    const registration = friend.waitForRequest(
      (request) => request.url().endsWith('/api/v1/graphql') && (request.postData() ?? '').includes('Register'),
    );
    await completeSignUp(friend, newEmail('referred'));
    const sent = JSON.parse((await registration).postData() ?? '{}') as { variables?: { promoCode?: string } };
    expect(sent.variables?.promoCode).toBe(code);
    await friendContext.close();

    // The server attributed the friend to the member: their account page counts them.
    await page.reload();
    await expect(panel.getByText('1 friend has joined with your link so far.')).toBeVisible();

    // The quiz link greets the same way.
    await page.goto(`/quiz/${code}`);
    await expect(page.getByText('Maya invited you to Waypoint')).toBeVisible();
  });

  test('an unknown code gets a friendly page with a way forward', async ({ page }) => {
    await page.goto('/i/ZZZZ2222');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that invitation');
    await expect(page).toHaveTitle(`${invitePage.title} | Waypoint`);
    await expect(page.getByRole('link', { name: 'Apply without a code' })).toHaveAttribute('href', '/user/signup');
    await expect(page.getByRole('textbox', { name: 'Invitation code' })).toBeVisible();
    // The Markdown copy is still the page's text.
    await expect(page.getByRole('heading', { level: 2, name: 'What an invitation is' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/i takes a code: a refused one says so, an accepted one shows "Your promo code is activated!"', async ({
    page,
  }) => {
    await page.goto('/i');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(invitePage.heading ?? '');
    await waitForHydration(page);
    const codeField = page.getByRole('textbox', { name: 'Invitation code' });
    await codeField.fill('NOPE2222');
    await page.getByRole('button', { name: 'Use this code' }).click();
    await expect(page.getByText('We could not find that code.')).toBeVisible();
    await expect(codeField).toBeFocused();
    await expectNoAxeViolations(page);

    await codeField.fill('waypoint-preapproved');
    await page.getByRole('button', { name: 'Use this code' }).click();
    await expect(page.getByText('Your promo code is activated!')).toBeVisible();
    await expect(page).toHaveURL('/user/signup?code=WAYPOINT-PREAPPROVED');
    await expect(page.getByLabel('Promo code (optional)')).toHaveValue('WAYPOINT-PREAPPROVED');
  });

  test('/invite-only has the code form too', async ({ page }) => {
    await page.goto('/invite-only');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Invitation code' }).fill('WAYPOINT-PREAPPROVED');
    await page.getByRole('button', { name: 'Use this code' }).click();
    await expect(page.getByText('Your promo code is activated!')).toBeVisible();
    await expect(page).toHaveURL('/user/signup?code=WAYPOINT-PREAPPROVED');
  });
});
