import type { APIRequestContext, Page } from '@playwright/test';
import { disclosureDocuments } from '@waypoint/domain/disclosures/disclosure-documents';
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

// The form's register call (apps/web/src/features/auth/api/register.ts) with the sandbox's passing
// reCAPTCHA token (docs/sandbox.md) and the E-SIGN version the form shows.
const registerMutation = `mutation ($firstName: String!, $email: String!, $password: String!, $eSign: String!) {
  register(firstName: $firstName, lastName: "Raman", email: $email, password: $password, userSetPassword: true,
    recaptchaToken: "test-recaptcha-pass", REGISTER_ESIGN_DOC_VER: $eSign) { id }
}`;

/**
 * Creates the account as the sign-up form does, through the API, and leaves the page's context
 * signed in (`page.request` shares the context's cookies); the page itself stays where it was.
 * For tests whose subject comes after sign-up: a page load and a filled form less each time
 * (decision 111). The form itself stays covered by the specs about it (accounts, account
 * checks, analytics, the VPN block, invite, enrolment, prequalification).
 */
export async function signUpThroughApi(page: Page, email: string, firstName = 'Priya'): Promise<void> {
  const response = await page.request.post('/api/v1/graphql', {
    data: {
      query: registerMutation,
      variables: { firstName, email, password, eSign: disclosureDocuments.REGISTER_ESIGN.version },
    },
  });
  const body = (await response.json()) as { data?: { register?: { id: string } }; errors?: unknown };
  expect(body.errors, `register ${email}`).toBeUndefined();
  expect(body.data?.register?.id).toBeTruthy();
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
