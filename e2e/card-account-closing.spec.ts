import { approvedWithCard, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { tabTo } from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { activate, closeStatement, emailOf, purchase, signInAs } from './card-payments-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';
import { passStepUpByEmail } from './step-up-kit.js';

/**
 * Closing the account on /account/close (docs/product-rules.md#closing-the-account, decision 083): a
 * cardholder with redeemable cash back and a balance reads what closing does, confirms, proves it is them
 * by a code to their e-mail, and sees the closed account; the locked card cannot be unlocked any more.
 * A server of its own in this process; the cardholder is approved and paid up through the server's test
 * kit and the sandbox issuer's control routes (docs/sandbox.md "Cards").
 */
const closingPort = mainPort + 146;
const closingUrl = `http://127.0.0.1:${closingPort}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: closingUrl });

test.beforeAll(async () => {
  // The worker polls as a running server does: the step-up's code and the closing notice are mailed.
  server = await startInProcessServer(closingPort, { JOB_POLL_INTERVAL_MS: '500' });
});

test.afterAll(async () => {
  await server.close();
});

/** A payment made outside the app (the sandbox's `payment` kind), posted at once. */
async function payOutsideTheApp(holder: Cardholder, amountCents: number): Promise<void> {
  const response = await holder.applicant.send({
    method: 'POST',
    url: '/api/v1/sandbox/card-issuer/transactions',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ kind: 'payment', amountCents }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

test('a cardholder with cash back closes the account: the payout against the balance, the closed state, no unlock', async ({
  page,
}) => {
  const holder = await approvedWithCard(server, 'Closewell', 2500);
  await activate(server, holder);
  // Three statements paid on time make the cash back redeemable: 1% of $100 each, then $60 owed.
  for (const description of ['Groceries', 'Books', 'Train tickets']) {
    await purchase(holder, 10_000, description);
    const statement = await closeStatement(holder, 21);
    await payOutsideTheApp(holder, statement.minimumDueCents);
  }
  const locked = await holder.applicant.query<{ lockCard: { card: { status: string } } }>(
    'mutation { lockCard { card { status } } }',
  );
  expect(locked.data?.lockCard.card.status).toBe('locked');

  await signInAs(page, server, holder);
  await page.goto('/account/close');
  await expect(page.getByRole('heading', { level: 1, name: 'Close your account' })).toBeVisible();
  const what = page.getByRole('region', { name: 'What happens when you close it' });
  await expect(what).toContainText(`The card ending ${holder.card.lastFour} stops working at once`);
  await expect(what).toContainText('Closing does not change that: it stays payable on the same terms');
  await expect(what.getByRole('link', { name: 'Pay your balance' })).toHaveAttribute('href', '/account/pay');
  await expect(what).toContainText('Closed at consumer’s request');
  const cashBack = page.getByRole('region', { name: 'Your cash back' });
  await expect(cashBack.getByRole('radio', { name: 'As a statement credit against your balance' })).toBeChecked();
  await expect(cashBack).toContainText('Your $3.00 cash back is applied to your balance as a statement credit by');
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-account-closing', { checkFits: true });

  // The button without the box ticked says what is missing and sends nothing.
  const closeButton = page.getByRole('button', { name: 'Close account' });
  await closeButton.click();
  const confirm = page.getByRole('checkbox', { name: /I understand that closing is final/ });
  await expect(confirm).toHaveAccessibleDescription('Error: Tick the box to confirm you want to close your account');
  await confirm.check();
  await tabTo(page, closeButton);
  await page.keyboard.press('Enter');
  await passStepUpByEmail(page, await emailOf(server, holder));

  const closed = page.getByRole('region', { name: 'Your account is closed' });
  await expect(closed).toContainText(`The card ending ${holder.card.lastFour} no longer works.`);
  await expect(closed).toContainText(/You owed \$\d+\.\d\d when it closed/);
  await expect(closed).toContainText('Your $3.00 cash back');
  await expect(closed.getByRole('link', { name: 'Pay your balance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close account' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-account-closed', { checkFits: true });

  // The card cannot be unlocked: the card page offers no lock or unlock, and the server refuses it.
  await page.goto('/account/card');
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock card' })).toHaveCount(0);
  const unlock = await holder.applicant.query('mutation { unlockCard { card { status } } }');
  expect(unlock.errors?.[0]?.extensions.code).toBe('CARD_ACCOUNT_CLOSED');

  // The server agrees: closed here and at the issuer, the cash back redeemed once against the balance.
  const { rows } = await server.database.sql.executeSql(
    `select a.status, c.status as card_status, x.statement_credit_cents, x.deposit_cents,
            x.issuer_closed_at is not null as issuer_closed
     from card_accounts a join cards c on c.account_id = a.id join card_account_closures x on x.account_id = a.id
     where a.id = $1`,
    [holder.account.id],
  );
  expect(rows).toEqual([
    { status: 'closed', card_status: 'closed', statement_credit_cents: 300, deposit_cents: 0, issuer_closed: true },
  ]);
});
