import { cardActivationMessages, printedExpiry } from '@waypoint/domain/cards/card-activation';
import { cardReplacementMessages } from '@waypoint/domain/cards/card-replacement';
import { approvedWithCard, makeShippingDue } from '../apps/server/src/testing/cards-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { tabTo } from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { activate, signInAs } from './card-payments-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * Replacing a stolen card on /account/card (docs/product-rules.md#card-replacement): an active
 * cardholder asks for a new card, is told what happens, confirms; the card closes at once and the panel
 * says the new one is being made; the issuer makes it, ships it, and the cardholder activates it with
 * the details printed on it. A server of its own in this process with no job worker: the spec runs
 * the replacement job and the sandbox's shipping step itself (docs/sandbox.md "Cards"), so each state
 * is on screen for as long as it looks at it.
 */
const replacementPort = mainPort + 184;
const replacementUrl = `http://127.0.0.1:${replacementPort}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ baseURL: replacementUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(replacementPort);
});

test.afterAll(async () => {
  await server.close();
});

interface CardDetails {
  id: number;
  status: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  providerCardId: string;
}

/** The account's cards as the server holds them, oldest first. */
async function cardsOf(accountId: number): Promise<CardDetails[]> {
  const { rows } = await server.database.sql.executeSql(
    `select id, status, last_four as "lastFour", exp_month as "expMonth", exp_year as "expYear",
            provider_card_id as "providerCardId"
     from cards where account_id = $1 order by id`,
    [accountId],
  );
  return rows as CardDetails[];
}

test('an active cardholder reports the card stolen, sees it closed while the new one is made, and activates the new card', async ({
  page,
}) => {
  const holder = await approvedWithCard(server, 'Replacewell', 2500);
  await activate(server, holder);
  const oldLastFour = holder.card.lastFour;

  await signInAs(page, server, holder);
  await page.goto('/account/card');
  const card = page.getByRole('region', { name: 'Your card' });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // The question in place of the button, the focus on the first reason; nothing chosen says so, and
  // Escape puts the button back with the focus on it.
  const replace = card.getByRole('button', { name: 'Replace your card' });
  await replace.click();
  const question = card.getByRole('form', { name: 'Replace your card' });
  await expect(question.getByRole('radio', { name: 'It is lost, or it never arrived' })).toBeFocused();
  const confirm = question.getByRole('button', { name: 'Close this card and send a new one' });
  await confirm.click();
  await expect(question.getByRole('group', { name: 'Why do you need a new card?' })).toHaveAccessibleDescription(
    `Error: ${cardReplacementMessages.reason}`,
  );
  await page.keyboard.press('Escape');
  await expect(replace).toBeFocused();
  await page.keyboard.press('Enter');
  await question.getByRole('radio', { name: 'It was stolen' }).check();
  await expect(question).toContainText(
    `Your card ending ${oldLastFour} will stop working at once. We will post a new card to the address on your application, free of charge. It will have a new card number.`,
  );
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-replacement-confirm', { checkFits: true });

  // Confirmed by keyboard: the card closes, and the panel says the new one is being made.
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  const notice = card.getByText(
    `Your card ending ${oldLastFour} is closed. We are making your new card and will post it to the address on your application.`,
  );
  await expect(notice).toBeFocused();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await expect(card.getByText('You reported this card stolen, so it no longer works.')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-replacement-pending', { checkFits: true });
  // The overview tells the same story, not that the account was closed.
  await page.goto('/account');
  await expect(page.getByText(/You reported this card stolen, so it no longer works\. We are making/)).toBeVisible();

  // The issuer makes the new card (the replacement job), then ships it.
  await server.jobs.drain();
  const [closed, fresh] = await cardsOf(holder.account.id);
  expect(closed).toMatchObject({ id: holder.card.id, status: 'closed' });
  if (!fresh) throw new Error('the replacement job made no card');
  expect(fresh.lastFour).not.toBe(oldLastFour);
  await makeShippingDue(server, fresh.providerCardId, 'card.shipped');
  await server.jobs.drain();

  await page.goto('/account/card');
  await expect(card.getByText('On its way', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: new RegExp(`ending in ${fresh.lastFour},`) })).toBeVisible();
  await expect(card.getByText(`This card replaces your card ending ${oldLastFour}, which is closed.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-replacement-made', { checkFits: true });

  // The old card's details no longer activate anything; the new card's do.
  await page.setExtraHTTPHeaders({ 'x-sandbox-ip-country': 'US' });
  const lastFour = card.getByRole('textbox', { name: /Last 4 digits/ });
  const expiry = card.getByRole('textbox', { name: /Expiry date/ });
  await lastFour.fill(oldLastFour);
  await expiry.fill(printedExpiry(holder.card.expMonth, holder.card.expYear));
  await card.getByRole('button', { name: 'Activate card' }).click();
  await expect(card.getByText(cardActivationMessages.mismatch)).toBeVisible();
  await lastFour.fill(fresh.lastFour);
  await expiry.fill(printedExpiry(fresh.expMonth, fresh.expYear));
  await card.getByRole('button', { name: 'Activate card' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText(/This card replaces your card ending/)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Replace your card' })).toBeVisible();

  const after = await cardsOf(holder.account.id);
  expect(after.map(({ id, status }) => ({ id, status }))).toEqual([
    { id: holder.card.id, status: 'closed' },
    { id: fresh.id, status: 'active' },
  ]);
  const { rows } = await server.database.sql.executeSql(
    'select reason, card_id as "cardId" from card_replacements where replaced_card_id = $1',
    [holder.card.id],
  );
  expect(rows).toEqual([{ reason: 'stolen', cardId: fresh.id }]);
});
