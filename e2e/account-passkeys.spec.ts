import type { APIRequestContext } from '@playwright/test';
import { newEmail, signIn, signOut, signUpThroughApi } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { addVirtualAuthenticator, expectFirstPasskeyAdded, passkeySiteOnLocalhost } from './passkey-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';

/**
 * Applicants' passkeys through the screens (decision 076), in Chromium with
 * the DevTools protocol's virtual authenticator: an applicant confirms it is
 * them with an e-mailed code, adds a passkey, signs out and signs in with the
 * passkey alone. The site runs on http://localhost, which WebAuthn accepts as
 * a secure origin (an IP address cannot be a relying party id).
 */
const site = passkeySiteOnLocalhost(100);

/** The six digits of a code mailed to `to`, read from the sandbox mailbox (docs/sandbox.md). */
async function codeFromMailbox(request: APIRequestContext, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    // The in-process server runs its jobs by hand: this sends the mail into the mailbox.
    await site.server.jobs.drain();
    const list = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    for (const [, id] of list.matchAll(/\/dev\/mailbox\/([0-9a-f-]{36})/g)) {
      const message = await (await request.get(`/dev/mailbox/${id}`)).text();
      const code = message.match(/<pre>Your Waypoint code[^<]*?\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no code mailed to ${to}`);
}

test('an applicant adds a passkey after a step-up, signs in with it alone, and proves a step-up with it', async ({
  page,
}) => {
  const email = newEmail('passkey-applicant');
  const authenticator = await addVirtualAuthenticator(page);
  await signUpThroughApi(page, email);

  await page.goto('/account/security');
  await expect(page.getByRole('heading', { name: 'Sign-in and security', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();

  await page.getByLabel('Name for the passkey').fill('My laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  // Adding a way into the account asks for a step-up first (decision 076): a code to the account's e-mail.
  const prompt = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'E-mail a code to me' }).click();
  await prompt.getByRole('textbox', { name: 'Code' }).fill(await codeFromMailbox(page.request, email));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expectFirstPasskeyAdded(page, 'My laptop', authenticator);
  await atPhoneAndDesktop(page, 'account-security', { checkFits: true });
  await expectNoAxeViolations(page);

  await signOut(page);
  await page.goto('/user/login');
  await atPhoneAndDesktop(page, 'sign-in-with-passkey', { checkFits: true });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/account/security');
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('last used');
  await expect(page.getByRole('list', { name: 'Your sessions' }).getByText('This device')).toBeVisible();

  // A password session proves itself with the passkey: the prompt's "Use a passkey" before a removal.
  await signOut(page);
  await page.goto('/user/login');
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Remove the passkey My laptop' }).click();
  await page.getByRole('dialog', { name: 'Confirm it’s you' }).getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});

test('with the passkey asked after the password, a correct password opens the passkey prompt', async ({ page }) => {
  const email = newEmail('passkey-second-factor');
  await addVirtualAuthenticator(page);
  await signUpThroughApi(page, email);
  await page.goto('/account/security');
  await page.getByLabel('Name for the passkey').fill('My phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const prompt = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await prompt.getByRole('button', { name: 'E-mail a code to me' }).click();
  await prompt.getByRole('textbox', { name: 'Code' }).fill(await codeFromMailbox(page.request, email));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Passkey “My phone” added.')).toBeVisible();
  // The step-up still counts (10 minutes): the setting goes on without a second prompt.
  // A controlled box: it shows the server's answer once the setting is saved.
  await page.getByRole('checkbox', { name: /Ask for my passkey after my password/ }).click();
  await expect(page.getByRole('checkbox', { name: /Ask for my passkey after my password/ })).toBeChecked();

  await signOut(page);
  await page.goto('/user/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a calm walk by the river');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This account also asks for its passkey')).toBeVisible();
  await atPhoneAndDesktop(page, 'sign-in-passkey-asked', { checkFits: true });
  await page.getByRole('button', { name: 'Confirm with your passkey' }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
});
