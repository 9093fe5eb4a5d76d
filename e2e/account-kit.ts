import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.js';

export const password = 'a calm walk by the river';

let accounts = 0;
/** A unique address per call, so parallel tests never share an account. */
export function newEmail(label: string): string {
  accounts += 1;
  return `${label}-${Date.now()}-${process.pid}-${accounts}@example.com`;
}

export async function signUp(page: Page, email: string, firstName = 'Priya'): Promise<void> {
  await page.goto('/user/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Raman');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/application$/);
}

export async function signIn(page: Page, email: string, secret = password): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  // Exact: the sign-in page also offers "Sign in with a passkey" (decision 076).
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Reads the newest message to `to` in the sandbox mailbox (docs/sandbox.md),
 * waiting for the outbox worker, and returns the first link in it to `path`.
 */
export async function linkFromMailbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const list = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    // Newest first; a later mail without the link (a new-device sign-in notice, decision 076) is passed over.
    for (const [, id] of list.matchAll(/\/dev\/mailbox\/([0-9a-f-]{36})/g)) {
      const message = await (await request.get(`/dev/mailbox/${id}`)).text();
      const link = message.match(
        new RegExp(`https?://[^\\s"<&]+${path.replace('/', '\\/')}\\?hash=[A-Za-z0-9_%-]+`),
      )?.[0];
      if (link) return new URL(link).pathname + new URL(link).search;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${to} with a ${path} link`);
}

/** Signs out from the account page (the wizard has no site header). */
export async function signOut(page: Page): Promise<void> {
  // The account's own Sign out is on Profile and security (decision 078).
  await page.goto('/account/profile');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}
