import type { Browser } from '@playwright/test';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { newEmail, password } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * product-rules#auth-errors block_vpn: a sign-up from a data centre or VPN exit
 * is refused with 'Something went wrong with connection' and the page says
 * block_vpn. Every browser here is 127.0.0.1, so this server trusts loopback as
 * its proxy (TRUST_PROXY) and each browser names its address in
 * X-Forwarded-For: hosts .200 to .254 of the sandbox networks are hosting
 * (docs/sandbox.md "IP insights").
 */
const port = mainPort + 42;
const baseURL = `http://127.0.0.1:${port}`;
const blockVpnText = 'VPN detected. Please turn off these services and try again.';

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  // The server's database starts and migrates here: slow on a busy machine.
  test.setTimeout(120_000);
  server = await startInProcessServer(port, { TRUST_PROXY: '127.0.0.1' });
});

test.afterAll(async () => {
  await server?.close();
});

async function visitorFrom(browser: Browser, address: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return { context, page: await context.newPage() };
}

async function signUp(page: Awaited<ReturnType<typeof visitorFrom>>['page'], email: string) {
  await page.goto('/user/signup');
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Raman');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('a sign-up from a VPN address shows block_vpn and keeps what was typed; from home it goes through', async ({
  browser,
}) => {
  const email = newEmail('vpn');
  const vpn = await visitorFrom(browser, '198.51.100.230');
  await signUp(vpn.page, email);
  await expect(vpn.page.getByRole('alert').filter({ hasText: blockVpnText })).toBeVisible();
  await expect(vpn.page).toHaveURL(/\/user\/signup/);
  await expect(vpn.page.getByLabel('Email address')).toHaveValue(email);
  await expectNoAxeViolations(vpn.page);
  await atPhoneAndDesktop(vpn.page, 'block-vpn-sign-up');
  await vpn.context.close();

  const home = await visitorFrom(browser, '198.51.100.30');
  await signUp(home.page, email);
  await expect(home.page).toHaveURL(/\/application$/);
  await home.context.close();
});
