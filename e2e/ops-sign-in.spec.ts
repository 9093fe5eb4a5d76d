import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { newEmail, signUpThroughApi } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { addStaff, codeFor, signInToOps, staffPassword } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The back office's sign-in (decision 029). A server of its own, in this process, so the
 * staff CLI's code path can write to its database (the embedded database takes one process).
 */
const opsPort = mainPort + 2;
const opsUrl = `http://127.0.0.1:${opsPort}`;

let server: BuiltApp;
let dataDir: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: opsUrl });

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-ops-e2e-'));
  const config = loadConfig({
    APP_ENV: 'test',
    PORT: String(opsPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: opsUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP_SCALE: '50',
    WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.resolve('apps/web/dist'),
  });
  server = await buildApp({ config, logger: false });
  await server.app.listen({ port: opsPort, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await server.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

test('a reviewer made by the CLI enrols with an authenticator, signs out, and signs in with password and code', async ({
  page,
}) => {
  const email = newEmail('reviewer');
  const link = await addStaff(server, opsUrl, email, 'reviewer');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your back-office account' })).toBeVisible();
  await expect(page.getByText(`For ${email}, role reviewer.`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // No applicant site chrome in the back office.
  await expect(page.getByRole('link', { name: /apply now/i })).toHaveCount(0);
  const secret = (await page.getByLabel('Authenticator key').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByText('Or the setup link').click();
  await expect(page.getByText(/^otpauth:\/\/totp\//)).toContainText(`secret=${secret}`);
  await atPhoneAndDesktop(page, 'ops-enrol', { checkFits: true });
  await expectNoAxeViolations(page);

  await page.getByLabel('Password', { exact: true }).fill(staffPassword);
  await page.getByLabel('Authenticator code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(page).toHaveURL(`${opsUrl}/ops`);
  await expect(page.getByText(`Signed in as ${email}, role reviewer.`)).toBeVisible();
  await atPhoneAndDesktop(page, 'ops-home', { checkFits: true });
  await expectNoAxeViolations(page);

  // The link was spent.
  await page.goto(link);
  await expect(page.getByText('This enrolment link has been used or has expired.')).toBeVisible();

  await page.goto('/ops');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${opsUrl}/ops/sign-in`);
  await page.goto('/ops');
  await expect(page).toHaveURL(`${opsUrl}/ops/sign-in`);

  // A wrong code: the one answer for any wrong part.
  const right = codeFor(secret, 1);
  await signInToOps(page, email, String((Number(right) + 500_000) % 1_000_000).padStart(6, '0'));
  await expect(page.getByText('Incorrect e-mail, password or code.')).toBeVisible();
  await atPhoneAndDesktop(page, 'ops-sign-in-refused', { checkFits: true });
  await expectNoAxeViolations(page);

  // The enrolment spent this step's code: the authenticator's next one (within the allowed drift) signs in.
  await signInToOps(page, email, right);
  await expect(page).toHaveURL(`${opsUrl}/ops`);
  await expect(page.getByText(`Signed in as ${email}, role reviewer.`)).toBeVisible();
});

test("an applicant's session does not open the back office or its API", async ({ page }) => {
  await signUpThroughApi(page, newEmail('applicant'));
  await page.goto('/ops');
  await expect(page).toHaveURL(`${opsUrl}/ops/sign-in`);
  await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
  // The API refuses it too, with the applicant's cookies and hash header as the page has them.
  const answer = await page.evaluate(async () => {
    const hash = /(?:^|; )wp_session_hash=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/v1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-hash': hash },
      body: JSON.stringify({ query: '{ currentStaff { email role } }' }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { errors?: { extensions?: { code?: string } }[] },
    };
  });
  expect(answer.status).toBe(401);
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('STAFF_SESSION_INVALID');
});
