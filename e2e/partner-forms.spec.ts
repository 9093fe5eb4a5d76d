import type { APIRequestContext } from '@playwright/test';
import { newEmail } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

/** The newest message to `to` in the sandbox mailbox (docs/sandbox.md), as its page's text, once the worker sent it. */
async function mailTo(request: APIRequestContext, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const list = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    const id = list.match(/\/dev\/mailbox\/([0-9a-f-]{36})/)?.[1];
    if (id) return (await request.get(`/dev/mailbox/${id}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${to}`);
}

test.describe('partner forms on /partner', () => {
  test('"Refer someone" shows the spec message and the referred person gets the mail', async ({ page, request }) => {
    await page.goto('/partner');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const form = page.locator('form[aria-labelledby="refer-title"]');
    const person = newEmail('referred');

    // Nothing filled in: each required field says so, and nothing is sent.
    await form.getByRole('button', { name: 'Send referral' }).click();
    await expect(form.getByLabel('Your organization')).toHaveAccessibleDescription(/Required/);
    await form.getByLabel('Your organization').fill('Acme Relocation Inc.');
    await form.getByLabel('Your name').fill('Maria Lopez');
    await form.getByLabel('Your e-mail address').fill(newEmail('partner'));
    await form.getByLabel('Their first name').fill('Ravi');
    await form.getByLabel('Their last name').fill('Kumar');
    await form.getByLabel('Their e-mail address').fill('ravi@');
    await form.getByRole('button', { name: 'Send referral' }).click();
    // A bad address keeps what was typed and says why beside the field.
    await expect(form.getByLabel('Their e-mail address')).toHaveAccessibleDescription(
      /Invalid address\. Please enter a valid email address/,
    );
    await expect(form.getByLabel('Their first name')).toHaveValue('Ravi');
    await expectNoAxeViolations(page);

    await form.getByLabel('Their e-mail address').fill(person);
    await form.getByLabel('Their expected move date (optional)').fill('2027-03-01');
    await form.getByRole('button', { name: 'Send referral' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Referral form was sent successfully' })).toBeVisible();
    // The partner stays filled in for the next referral; the person is cleared.
    await expect(form.getByLabel('Your name')).toHaveValue('Maria Lopez');
    await expect(form.getByLabel('Their e-mail address')).toHaveValue('');

    const mail = await mailTo(request, person);
    expect(mail).toContain('Maria Lopez');
    expect(mail).toContain('/user/signup');
  });

  test('"Invite by e-mail" shows the spec message and each invitee gets the mail', async ({ page, request }) => {
    await page.goto('/partner');
    await waitForHydration(page);
    const form = page.locator('form[aria-labelledby="invite-title"]');
    const [first, second] = [newEmail('invitee'), newEmail('invitee')];

    await form.getByLabel('Your name').fill('Maria Lopez');
    await form.getByLabel('Your e-mail address').fill(newEmail('partner'));
    await form.getByLabel('E-mail addresses to invite').fill(`${first}\nnot-an-address`);
    await form.getByRole('button', { name: 'Send invitations' }).click();
    await expect(form.getByLabel('E-mail addresses to invite')).toHaveAccessibleDescription(/\(not-an-address\)/);
    await expect(form.getByLabel('E-mail addresses to invite')).toHaveValue(`${first}\nnot-an-address`);

    await form.getByLabel('E-mail addresses to invite').fill(`${first}, ${second}`);
    await form.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email was sent successfully' })).toBeVisible();
    for (const address of [first, second]) expect(await mailTo(request, address)).toContain('Maria Lopez invited you');
  });
});

test("blog subscription: form, confirmation mail, the link's page confirms, one press unsubscribes", async ({
  page,
  request,
}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const email = newEmail('reader');
  const form = page.getByRole('form', { name: 'Subscribe to the blog' });
  // The form's code loads as the reader scrolls near it (decision 050); its placeholder is
  // replaced then, so the scroll goes to the section's heading, which stays.
  await page.getByRole('heading', { name: 'Get new posts by e-mail' }).scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Your e-mail address')).toBeEditable();
  await form.getByLabel('Your e-mail address').fill('reader@');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByLabel('Your e-mail address')).toHaveAccessibleDescription(/Invalid address/);
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await mailTo(request, email);
  const confirm = mail.match(/https?:\/\/[^\s"<&]+(\/blog-subscription\/confirm\?token=[A-Za-z0-9_-]+)/)?.[1];
  expect(confirm, 'a confirm link in the mail').toBeTruthy();
  const unsubscribe = mail.match(/https?:\/\/[^\s"<&]+(\/blog-subscription\/unsubscribe\?token=[A-Za-z0-9_-]+)/)?.[1];
  expect(unsubscribe, 'an unsubscribe link in the mail').toBeTruthy();
  await page.goto(confirm ?? '');
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'blog-subscription-confirmed', { checkFits: true });

  // A link mailed before the pages existed leads to the same page; opening it changes nothing.
  await page.goto(
    `/blog/subscribe/unsubscribe?token=${new URL(unsubscribe ?? '', 'https://x').searchParams.get('token')}`,
  );
  await expect(page).toHaveURL(unsubscribe ?? '');
  await expect(page.getByRole('heading', { name: 'Stop blog e-mails' })).toBeVisible();
  await page.goto(confirm ?? '');
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();

  await page.getByRole('link', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Stop blog e-mails' })).toBeVisible();
  await atPhoneAndDesktop(page, 'blog-unsubscribe', { checkFits: true });
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed. We will not send you blog e-mails any more.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('each blog post has the subscribe form', async ({ page }) => {
  await page.goto('/blog');
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Get new posts by e-mail' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Subscribe to the blog' })).toBeVisible();
});
