import type { Page } from '@playwright/test';
import { cardActivationMessages, printedExpiry } from '@waypoint/domain/cards/card-activation';
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
import { passStepUpByEmail } from './step-up-kit.js';

/**
 * The card after approval on /account/card (docs/product-rules.md#cards): an
 * approved applicant's card ships and is delivered on the sandbox's schedule,
 * activation from outside the US is refused in words, from the US it turns
 * Active, and the card locks and unlocks by keyboard. A server of its own in
 * this process, approving through the server's test kit (the approval screens
 * are e2e/staff-decisions.spec.ts's), with its job worker running so the
 * sandbox ships by itself, fast. The country comes from the sandbox header
 * (docs/sandbox.md "IP insights"): every browser here is 127.0.0.1.
 */
const cardPort = mainPort + 24;
const cardUrl = `http://127.0.0.1:${cardPort}`;
const countryHeader = 'x-sandbox-ip-country';

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: cardUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(cardPort, {
    // The worker polls as a running server does, and the sandbox ships a second after issuing.
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

async function cardholderOnAccount(page: Page, holder: Cardholder) {
  await page.goto('/user/login');
  await signIn(page, await emailOf(holder), goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/account/card');
  return page.getByRole('region', { name: 'Your card' });
}

test('an approved applicant sees the card delivered, is refused outside the US, activates from the US, and locks and unlocks by keyboard', async ({
  page,
}) => {
  const holder = await approvedWithCard(server, 'Cardwell', 3000);
  const card = await cardholderOnAccount(page, holder);
  const picture = card.getByRole('img', { name: /ending in \d{4}, expires \d{2}\/\d{2}/ });
  await expect(picture).toHaveAccessibleName(
    `Waypoint Cash Back Card ending in ${holder.card.lastFour}, expires ${printedExpiry(holder.card.expMonth, holder.card.expYear)}`,
  );
  await expect(card.getByText('$3,000')).toBeVisible();

  // The sandbox ships, then delivers; the page shows it once it asks again.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Delivered — activate it')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-delivered', { checkFits: true });
  // At 360 px the card's picture stays inside its part's padding.
  await page.setViewportSize({ width: 360, height: 900 });
  const overflow = await picture.evaluate((face) => {
    const part = face.closest('section');
    if (!part) return Infinity;
    const inner = part.getBoundingClientRect().right - parseFloat(getComputedStyle(part).paddingRight);
    return face.getBoundingClientRect().right - inner;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  const lastFour = card.getByRole('textbox', { name: /Last 4 digits/ });
  const expiry = card.getByRole('textbox', { name: /Expiry date/ });
  const details = { lastFour: holder.card.lastFour, expiry: printedExpiry(holder.card.expMonth, holder.card.expYear) };

  // From abroad: refused in words, nothing activated.
  await page.setExtraHTTPHeaders({ [countryHeader]: 'DE' });
  await lastFour.fill(details.lastFour);
  await expiry.fill(details.expiry);
  await card.getByRole('button', { name: 'Activate card' }).click();
  await expect(card.getByText(cardActivationMessages.notInUs)).toBeVisible();
  await expect(card.getByText('Delivered — activate it')).toBeVisible();

  // From the US, by keyboard: Enter on the button sends the same details.
  await page.setExtraHTTPHeaders({ [countryHeader]: 'US' });
  await tabTo(page, card.getByRole('button', { name: 'Activate card' }));
  await page.keyboard.press('Enter');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('form', { name: 'Activate your card' })).toHaveCount(0);
  // The server made them a cardholder: the overview greets one and tells the card's status once (decision 078).
  await page.goto('/account');
  await expect(page.getByText('Your Waypoint Cash Back Card at a glance.')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/mailed to the address on your application/)).toHaveCount(0);
  await page.goto('/account/card');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // Lock: the question first, Escape keeps the card active; then Yes locks it.
  const lock = card.getByRole('button', { name: 'Lock card' });
  await tabTo(page, lock);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Keep it active' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lock).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(card.getByRole('button', { name: 'Yes, lock my card' })).toBeFocused();
  await page.keyboard.press('Enter');
  const unlock = card.getByRole('button', { name: 'Unlock card' });
  await expect(unlock).toBeFocused();
  await expect(card.getByText('You locked this card: purchases are declined until you unlock it.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Unlocking asks the step-up first (decision 073): a code to the holder's e-mail.
  await page.keyboard.press('Enter');
  const { rows: holderRows } = await server.database.sql.executeSql('select email from users where id = $1', [
    holder.userId,
  ]);
  await passStepUpByEmail(page, (holderRows[0] as { email: string }).email);
  await expect(lock).toBeFocused();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-active', { checkFits: true });

  // The server agrees.
  const { rows } = await server.database.sql.executeSql(
    'select status, activated_from_country from cards where id = $1',
    [holder.card.id],
  );
  expect(rows).toEqual([{ status: 'active', activated_from_country: 'US' }]);
});
