import type { Page } from '@playwright/test';
import { creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { approvedWithCard, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { expectNoAxeViolations } from './axe.js';
import {
  activate,
  closeStatement,
  dollars,
  emailOf,
  linkCheckingAccount,
  onTimePaymentsOf,
  paymentsOf,
  purchase,
  signInAs,
} from './card-payments-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * Paying the card (docs/product-rules.md#card-payments, #autopay, #statements):
 * a cardholder with a sandbox statement sees it on /account/statements, links
 * a bank in the sandbox's Link (a step-up first), pays the minimum with a
 * double click that makes one payment, sees it pending then posted, and the
 * on-time count rises; a payment of a test amount ending .01 is returned and
 * the count falls back; autopay turned on pays a statement due today. A server
 * of its own in this process with its job worker running and the sandbox
 * issuer's timers short: a payment posts 3 s after it is sent, a test amount
 * comes back 6 s after that.
 */
const paymentsPort = mainPort + 96;
const paymentsUrl = `http://127.0.0.1:${paymentsPort}`;
const settleMs = 3_000;
const returnMs = 6_000;

let server: TestApp;
let holder: Cardholder;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: paymentsUrl });

test.beforeAll(async () => {
  // Approval walks an application through its document checks, slow on a busy machine.
  test.setTimeout(150_000);
  server = await startInProcessServer(paymentsPort, {
    JOB_POLL_INTERVAL_MS: '500',
    CARD_SANDBOX_SETTLE_AFTER_MS: String(settleMs),
    CARD_SANDBOX_RETURN_AFTER_MS: String(returnMs),
  });
  holder = await approvedWithCard(server, 'Payerson', 2500);
  await activate(server, holder);
});

test.afterAll(async () => {
  await server.close();
});

/** The payments page's row for a payment, found by its words. */
const paymentRow = (page: Page, words: RegExp) =>
  page.getByRole('list', { name: 'Your payments' }).getByRole('listitem').filter({ hasText: words });

test('statements, a statement, linking a bank and paying the minimum: one payment for a double click, pending then posted, on time', async ({
  page,
}) => {
  await purchase(holder, 12_000, 'Groceries');
  const { minimumDueCents } = await closeStatement(holder, 21);
  expect(await onTimePaymentsOf(holder)).toBe(0);

  await signInAs(page, server, holder);
  await page.goto('/account/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements and activity' })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Your balance', exact: true });
  await expect(balance.getByText('$120.00', { exact: true })).toBeVisible();
  await expect(balance.getByText('$2,380.00', { exact: true })).toBeVisible();
  const statements = page.getByRole('region', { name: 'Statements', exact: true });
  await expect(statements.getByRole('row')).toHaveCount(2);
  await expect(statements.getByRole('cell', { name: dollars(minimumDueCents) })).toBeVisible();
  await expect(statements.getByRole('link', { name: /^Download the statement/ })).toHaveAttribute(
    'href',
    /\/api\/v1\/card\/statements\/\d+\.pdf$/,
  );
  await expect(page.getByRole('region', { name: 'Transactions', exact: true }).getByText('Groceries')).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-statements', { checkFits: true });

  await statements.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Statement for / })).toBeVisible();
  const summary = page.getByRole('table', { name: 'Statement summary' });
  await expect(summary.getByRole('row', { name: /^Purchases \$120\.00$/ })).toBeVisible();
  await expect(
    summary.getByRole('row', { name: new RegExp(`^Minimum payment due \\${dollars(minimumDueCents)}$`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Transactions on this statement', exact: true }).getByText('Groceries'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-statement', { checkFits: true });

  await page.getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  await linkCheckingAccount(page, await emailOf(server, holder));
  await expect(page.getByRole('radio', { name: 'First Platypus Bank checking ending 0000' })).toBeChecked();
  await page.getByRole('radio', { name: `Minimum payment: ${dollars(minimumDueCents)}` }).check();
  await expect(page.getByRole('radio', { name: 'Now' })).toHaveAccessibleDescription(
    /^Counts as received today, .+, when made by 11:59 p\.m\. Eastern\.$/,
  );
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-pay-form', { checkFits: true });
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { name: 'Review your payment' })).toBeFocused();
  await atPhoneAndDesktop(page, 'card-pay-review', { checkFits: true });

  await page.getByRole('button', { name: 'Confirm payment' }).dblclick();
  const receipt = page.getByRole('region', { name: 'Payment made', exact: true });
  await expect(receipt.getByText('Pending', { exact: true })).toBeVisible();
  await expect(receipt.getByText(dollars(minimumDueCents), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-pay-receipt', { checkFits: true });
  // One payment for the double click.
  expect((await paymentsOf(holder)).map((payment) => payment.amountCents)).toEqual([minimumDueCents]);

  // Pending on the statements page's list until the issuer posts it, then posted and on time.
  await page.goto('/account/statements');
  const pending = page.getByRole('heading', { name: 'Pending' });
  const posted = async () => (await paymentsOf(holder))[0]?.status;
  // The list asks for the payments after the page loads: on a slow machine the issuer may post the payment
  // in between, and the page rightly shows it posted. So: the heading shows, unless the payment posted first.
  await expect
    .poll(async () => (await pending.isVisible()) || (await posted()) === 'posted', { timeout: 10_000 })
    .toBe(true);
  await expect.poll(posted, { timeout: 30_000 }).toBe('posted');
  await page.goto('/account/payments');
  await expect(paymentRow(page, /Minimum payment/).getByText('Posted', { exact: true })).toBeVisible();
  await expect.poll(() => onTimePaymentsOf(holder), { timeout: 15_000 }).toBe(1);
  expect(await paymentsOf(holder)).toHaveLength(1);
});

test('a payment of a test amount ending .01 is returned: its words on the payments page, and the on-time count falls back', async ({
  page,
}) => {
  await purchase(holder, 5_000, 'Train tickets');
  const { minimumDueCents } = await closeStatement(holder, 21);
  // At least the minimum, ending in .01: the sandbox returns it R01 (docs/sandbox.md "Cards").
  const returnedCents = Math.floor(minimumDueCents / 100) * 100 + 101;

  await signInAs(page, server, holder);
  await page.goto('/account/pay');
  await expect(page.getByRole('radio', { name: 'First Platypus Bank checking ending 0000' })).toBeChecked();
  await page.getByRole('radio', { name: 'Other amount' }).check();
  await page.getByRole('textbox', { name: 'Amount to pay, in US dollars' }).fill((returnedCents / 100).toFixed(2));
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('region', { name: 'Payment made', exact: true })).toBeVisible();

  await expect.poll(() => onTimePaymentsOf(holder), { timeout: 30_000, intervals: [250] }).toBe(2);
  await expect.poll(() => onTimePaymentsOf(holder), { timeout: 30_000 }).toBe(1);
  const returned = (await paymentsOf(holder)).find((payment) => payment.amountCents === returnedCents);
  expect(returned).toMatchObject({ status: 'returned', returnCode: 'R01' });

  await page.goto('/account/payments');
  await expect(paymentRow(page, /Other amount/).getByText(/^Returned: .+/)).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-payments-returned', { checkFits: true });
});

test('autopay turned on pays a statement due today on its due date', async ({ page }) => {
  await signInAs(page, server, holder);
  await page.goto('/account/payments');
  const autopay = page.getByRole('region', { name: 'Autopay', exact: true });
  await expect(autopay.getByText(/^Autopay is off/)).toBeVisible();
  await autopay.getByRole('radio', { name: 'First Platypus Bank checking ending 0000' }).check();
  await autopay.getByRole('radio', { name: 'The minimum payment due' }).check();
  await expect(
    autopay.getByText(/we e-mail you the amount and the day at least 10 days before each payment/),
  ).toBeVisible();
  await autopay.getByRole('button', { name: 'Turn on autopay' }).click();
  await expect(autopay.getByText('Autopay is on.')).toBeVisible();
  const notices = page.getByRole('region', { name: 'E-mail notices', exact: true });
  await expect(notices.getByRole('checkbox', { name: 'Statement ready' })).toBeDisabled();
  await expect(notices.getByRole('checkbox', { name: 'Autopay scheduled' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'card-payments-autopay', { checkFits: true });

  await purchase(holder, 4_000, 'Bookshop');
  const before = (await paymentsOf(holder)).length;
  await closeStatement(holder, 0);
  const today = creditDateOf(new Date());
  await expect
    .poll(async () => (await paymentsOf(holder)).filter((payment) => payment.autopay).map((p) => p.creditDate), {
      timeout: 15_000,
    })
    .toEqual([today]);
  expect((await paymentsOf(holder)).length).toBe(before + 1);
  // Its job sends it at once (the start of today has passed), and the issuer posts it.
  await expect
    .poll(async () => (await paymentsOf(holder)).find((payment) => payment.autopay)?.status, { timeout: 30_000 })
    .toBe('posted');
  await page.reload();
  await expect(paymentRow(page, /^.*Autopay from/).getByText('Posted', { exact: true })).toBeVisible();
});
