import type { Page } from '@playwright/test';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { ssnDeadlineJobId, ssnDeadlineQueue } from '../apps/server/src/modules/ssn-follow-up/ssn-follow-up-job.js';
import { makeJobDue } from '../apps/server/src/platform/jobs/jobs-test-kit.js';
import { approvedWithCard, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import { goodPassword } from '../apps/server/src/testing/test-accounts.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { signIn } from './account-kit.js';
import { tabTo } from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The SSN follow-up on /account/card (docs/product-rules.md#ssn-follow-up): a
 * cardholder admitted without an SSN sees "Add your SSN" before and after
 * activating, the card locks when the deadline's job runs, and adding the SSN
 * by keyboard unlocks it and leaves only its last four on the page. A server
 * of its own in this process, its job worker running; the deadline's job is
 * made due rather than waited for (60 days).
 */
const ssnPort = mainPort + 32;
const ssnUrl = `http://127.0.0.1:${ssnPort}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: ssnUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(ssnPort, {
    JOB_POLL_INTERVAL_MS: '500',
    CARD_SANDBOX_SHIP_AFTER_MS: '1000',
  });
});

test.afterAll(async () => {
  await server.close();
});

async function emailOf(holder: Cardholder): Promise<string> {
  const { rows } = await server.database.sql.executeSql('select email from users where id = $1', [holder.userId]);
  return (rows as { email: string }[])[0]?.email ?? '';
}

async function onAccount(page: Page, holder: Cardholder) {
  await page.goto('/user/login');
  await signIn(page, await emailOf(holder), goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/account/card');
}

test('a cardholder admitted without an SSN is asked for it, locked at the deadline, and unlocks by adding it by keyboard', async ({
  page,
}) => {
  const holder = await approvedWithCard(server, 'Newarrival', 3000, { withoutSsn: true });
  await onAccount(page, holder);
  const card = page.getByRole('region', { name: 'Your card' });
  const ssn = page.getByRole('region', { name: 'Add your SSN' });
  await expect(ssn.getByText('Your 60 days start when you activate your card.', { exact: false })).toBeVisible();

  // The card arrives and is activated from the US: the 60 days start.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Delivered — activate it')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.setExtraHTTPHeaders({ 'x-sandbox-ip-country': 'US' });
  await card.getByRole('textbox', { name: /Last 4 digits/ }).fill(holder.card.lastFour);
  await card
    .getByRole('textbox', { name: /Expiry date/ })
    .fill(printedExpiry(holder.card.expMonth, holder.card.expYear));
  await card.getByRole('button', { name: 'Activate card' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await page.reload();
  await expect(ssn.getByText(/Add it by .+ — 60 days left\./)).toBeVisible();
  const field = ssn.getByLabel('Social Security number', { exact: true });
  await expect(field).toHaveAttribute('type', 'password');
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'ssn-needed', { checkFits: true });

  // Day 60 without it: the deadline's job locks the card.
  await makeJobDue(server.database, ssnDeadlineQueue, ssnDeadlineJobId(holder.account.id));
  await expect(async () => {
    await page.reload();
    // Exactly the locked notice: the unlocked panel's "After that date your card is locked…" must not count.
    await expect(ssn.getByText('Your card is locked', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    card.getByText('Your card is locked until you add your Social Security number.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'ssn-locked', { checkFits: true });

  // By keyboard: a wrong number is refused beside the field, then the right one unlocks the card.
  await tabTo(page, field);
  await page.keyboard.type('000123456');
  await page.keyboard.press('Enter');
  await expect(ssn.getByText('Please enter a valid Social Security number').first()).toBeVisible();
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('234567890');
  await page.keyboard.press('Tab');
  await expect(ssn.getByRole('button', { name: 'Show Social Security number' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('type', 'text');
  await expect(field).toHaveValue('234-56-7890');
  await tabTo(page, ssn.getByRole('button', { name: 'Add my SSN' }));
  await page.keyboard.press('Enter');
  const added = page.getByRole('region', { name: 'Your SSN' }).getByText('SSN added (•••-••-7890)');
  await expect(added).toBeFocused();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('234-56-7890')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'ssn-added', { checkFits: true });

  const { rows } = await server.database.sql.executeSql('select status, lock_reason from cards where id = $1', [
    holder.card.id,
  ]);
  expect(rows).toEqual([{ status: 'active', lock_reason: null }]);
});
