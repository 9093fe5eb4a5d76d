import type { Page } from '@playwright/test';
import { cardActivationMessages, printedExpiry } from '@waypoint/domain/cards/card-activation';
import { accountPhones } from '../apps/server/src/modules/account-security/phone-tables.js';
import { latestSandboxMessages } from '../apps/server/src/platform/sms/sandbox-sms-repository.js';
import { approvedWithCard, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import { goodPassword } from '../apps/server/src/testing/test-accounts.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';
import { stepUpPrompt } from './step-up-kit.js';

/**
 * Activating the card from a connection with no known country
 * (docs/product-rules.md#card-activation-country, decision 077): without a
 * verified phone the card panel says to add one; with one, the step-up prompt
 * texts a code (read here from the SMS sandbox) and the card turns Active. The
 * sandbox header `x-sandbox-ip-country: unknown` stands for an IPv6 network
 * the data does not name (docs/sandbox.md "IP insights").
 */
const placePort = mainPort + 25;
const placeUrl = `http://127.0.0.1:${placePort}`;
const phoneNumber = '+12025550143';

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: placeUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(placePort, { JOB_POLL_INTERVAL_MS: '500', CARD_SANDBOX_SHIP_AFTER_MS: '1000' });
});

test.afterAll(async () => {
  await server.close();
});

async function cardholderOnAccount(page: Page, holder: Cardholder) {
  const { rows } = await server.database.sql.executeSql('select email from users where id = $1', [holder.userId]);
  await page.goto('/user/login');
  await page.getByLabel('Email address').fill((rows as { email: string }[])[0]?.email ?? '');
  await page.getByLabel('Password', { exact: true }).fill(goodPassword);
  // Exact: a "Sign in with a passkey" button sits beside it (decision 076).
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/account/card');
  return page.getByRole('region', { name: 'Your card' });
}

/** The newest step-up code the SMS sandbox kept for the phone. */
async function textedStepUpCode(): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const messages = await latestSandboxMessages(server.database.db, phoneNumber);
    const code = messages[0]?.body.match(/confirm it is you is (\d{6})/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no step-up code texted to ${phoneNumber}`);
}

test('from an unknown place: asked to add a phone, then a code to the phone activates the card', async ({ page }) => {
  const holder = await approvedWithCard(server, 'Placeless', 2800);
  const card = await cardholderOnAccount(page, holder);
  await expect(async () => {
    await page.reload();
    await expect(card.getByRole('form', { name: 'Activate your card' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await page.setExtraHTTPHeaders({ 'x-sandbox-ip-country': 'unknown' });
  await card.getByRole('textbox', { name: /Last 4 digits/ }).fill(holder.card.lastFour);
  await card
    .getByRole('textbox', { name: /Expiry date/ })
    .fill(printedExpiry(holder.card.expMonth, holder.card.expYear));
  await card.getByRole('button', { name: 'Activate card' }).click();

  // No verified phone: said in words, with the way to add one; no prompt.
  await expect(card.getByText(cardActivationMessages.phoneNeeded)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Add your mobile phone' })).toHaveAttribute('href', '/account/security');
  await expect(stepUpPrompt(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-activation-phone-needed', { checkFits: true });

  // The phone verified, as Sign-in and security leaves it (decision 074; its own e2e covers the page).
  await server.database.db.insert(accountPhones).values({ userId: holder.userId, phoneNumber, verifiedAt: new Date() });

  await card.getByRole('button', { name: 'Activate card' }).click();
  const prompt = stepUpPrompt(page);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Text a code to my phone' }).click();
  await expect(prompt.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await prompt.getByRole('textbox', { name: 'Code' }).fill(await textedStepUpCode());
  // The viewport only: the prompt is a modal over the page.
  await atPhoneAndDesktop(page, 'card-activation-phone-code', { fullPage: false });
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toHaveCount(0);

  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText(cardActivationMessages.phoneNeeded)).toHaveCount(0);
  const { rows } = await server.database.sql.executeSql(
    'select status, activated_from_country from cards where id = $1',
    [holder.card.id],
  );
  // No country to record: the phone stood in for it.
  expect(rows).toEqual([{ status: 'active', activated_from_country: null }]);
});
