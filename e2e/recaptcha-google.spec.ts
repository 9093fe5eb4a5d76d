import type { Page } from '@playwright/test';
import {
  recaptchaStandInSecret,
  recaptchaStandInSiteKey,
  startRecaptchaStandIn,
  type RecaptchaStandIn,
} from '../apps/server/src/testing/stand-ins/recaptcha-stand-in.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { newEmail, password, signIn } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { fakeGoogleScript, googleRecaptchaScript } from './provider-fakes.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * Google's reCAPTCHA v3 on the forms (docs/decisions/040-recaptcha-v3-and-vpn-block.md): a server
 * of its own with RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY whose siteverify is
 * the local stand-in (RECAPTCHA_VERIFY_URL), and Google's script answered by
 * a small fake with its documented shape (grecaptcha.ready, grecaptcha.execute)
 * that makes the stand-in's tokens (`stand-in:<action>:<score>:<nonce>`).
 * The page's CSP must let the script load (fixtures.ts fails on any violation).
 */
const port = mainPort + 40;
const baseURL = `http://127.0.0.1:${port}`;
const recaptchaFailedText =
  'We could not complete our automatic security check. Please press the button again to retry.';

let standIn: RecaptchaStandIn;
let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ baseURL });

test.beforeAll(async () => {
  // The server's database starts and migrates here: slow on a busy machine.
  test.setTimeout(120_000);
  standIn = await startRecaptchaStandIn();
  server = await startInProcessServer(port, {
    RECAPTCHA_SECRET: recaptchaStandInSecret,
    RECAPTCHA_SITE_KEY: recaptchaStandInSiteKey,
    RECAPTCHA_VERIFY_URL: standIn.url,
  });
});

test.afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Raman');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

const verifiedActions = () => standIn.requests.map((request) => request.response?.split(':')[1]);

test('signs up and signs in with tokens Google made for each form; the home page loads no Google script', async ({
  page,
}) => {
  const requested = await fakeGoogleScript(page, '0.9');
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  expect(requested).toEqual([]);

  const email = newEmail('google-recaptcha');
  await page.goto('/user/signup');
  await fillSignUp(page, email);
  await expect(page).toHaveURL(/\/application$/);
  expect(requested).toEqual([`${googleRecaptchaScript}?render=${recaptchaStandInSiteKey}`]);

  await page.context().clearCookies();
  await page.goto('/user/login');
  await expect(page.getByText('This form is protected by an automatic security check.')).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'recaptcha-sign-in', { checkFits: true });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/application$/);
  expect(verifiedActions().slice(-2)).toEqual(['register', 'login']);
});

test('a low score is refused on sign-in and sign-up with the reCAPTCHA message, and nothing is created', async ({
  page,
}) => {
  await fakeGoogleScript(page, '0.1');
  await page.goto('/user/login');
  await signIn(page, 'low-score@example.com');
  await expect(page.getByRole('alert').filter({ hasText: recaptchaFailedText })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);

  const email = newEmail('low-score');
  await page.goto('/user/signup');
  await fillSignUp(page, email);
  await expect(page.getByRole('alert').filter({ hasText: recaptchaFailedText })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/signup/);
  const { rows } = await server.database.sql.executeSql('select count(*)::int as n from users where email = $1', [
    email,
  ]);
  expect((rows as { n: number }[])[0]?.n).toBe(0);
  expect(verifiedActions().slice(-2)).toEqual(['login', 'register']);
});
