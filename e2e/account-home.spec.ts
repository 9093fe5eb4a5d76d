import type { Page } from '@playwright/test';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { approvedWithCard, deliverWebhook, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import { goodPassword } from '../apps/server/src/testing/test-accounts.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { newEmail, signIn, signUpThroughApi } from './account-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { linkCheckingAccount } from './card-payments-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The account area (decision 078): one layout and navigation around every
 * /account page. A cardholder's overview leads with the balance, the minimum
 * payment and its due date, Pay and autopay, then the card's status told once,
 * recent transactions and cash back; the navigation's sections open the card,
 * cash back, profile and requests pages, the current one marked. An applicant
 * sees only Overview, Profile and security, Requests. A server of its own in
 * this process; the card's spending and statement come from the sandbox
 * issuer's control routes (docs/sandbox.md "Cards").
 */
const homePort = mainPort + 130;
const homeUrl = `http://127.0.0.1:${homePort}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: homeUrl });

test.beforeAll(async () => {
  // The job worker runs, so a cash-back deposit settles at the sandbox issuer within seconds.
  server = await startInProcessServer(homePort, { JOB_POLL_INTERVAL_MS: '500', CARD_SANDBOX_SETTLE_AFTER_MS: '2000' });
});

test.afterAll(async () => {
  await server.close();
});

const activateMutation = `mutation A($lastFour: String!, $expiry: String!) {
  activateCard(lastFour: $lastFour, expiry: $expiry) { card { status } }
}`;

/** The issuer ships the card, then its holder activates it from the US (the sandbox country header). */
async function activate(holder: Cardholder): Promise<void> {
  const shipped = await deliverWebhook(server, {
    id: `evt_ship_${holder.card.providerCardId}`,
    type: 'card.shipped',
    cardId: holder.card.providerCardId,
    createdAt: server.clock.now().toISOString(),
  });
  expect(shipped.statusCode).toBe(200);
  const answer = await holder.applicant.send({
    method: 'POST',
    url: '/api/v1/graphql',
    headers: { 'content-type': 'application/json', 'x-sandbox-ip-country': 'US' },
    payload: JSON.stringify({
      query: activateMutation,
      variables: { lastFour: holder.card.lastFour, expiry: printedExpiry(holder.card.expMonth, holder.card.expYear) },
    }),
  });
  expect(answer.json()).toEqual({ data: { activateCard: { card: { status: 'active' } } } });
}

/** The sandbox issuer's control routes, for the holder's own account. */
async function sandbox(holder: Cardholder, route: 'transactions' | 'statements', body: Record<string, unknown>) {
  const response = await holder.applicant.send({
    method: 'POST',
    url: `/api/v1/sandbox/card-issuer/${route}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { minimumDueCents: number; dueDate?: string };
}

async function signedIn(page: Page, holder: Cardholder) {
  const { rows } = await server.database.sql.executeSql('select email from users where id = $1', [holder.userId]);
  await page.goto('/user/login');
  await signIn(page, (rows as { email: string }[])[0]?.email ?? '', goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
}

async function firstNameOf(holder: Cardholder): Promise<string> {
  const { rows } = await server.database.sql.executeSql('select first_name from users where id = $1', [holder.userId]);
  return (rows as { first_name: string }[])[0]?.first_name ?? '';
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

/** The navigation's labels, and the one marked as the current page. */
async function expectNav(page: Page, labels: string[], current: string) {
  await expect(accountNav(page).getByRole('link')).toHaveText(labels);
  await expect(accountNav(page).locator('[aria-current="page"]')).toHaveText([current]);
}

const cardholderSections = [
  'Overview',
  'Card',
  'Statements and payments',
  'Cash back',
  'Profile and security',
  'Paper documents',
  'Requests',
];

test('a cardholder: the overview leads with what is due, the card told once, and the navigation opens each page', async ({
  page,
}) => {
  const holder = await approvedWithCard(server, 'Homeward', 2500);
  await activate(holder);
  await sandbox(holder, 'transactions', { kind: 'purchase', amountCents: 12_000, description: 'Corner Grocer' });
  const statement = await sandbox(holder, 'statements', { dueInDays: 21 });
  await sandbox(holder, 'transactions', { kind: 'purchase', amountCents: 4_550, description: 'Book Nook' });

  await signedIn(page, holder);
  await page.goto('/account');
  await expectNav(page, cardholderSections, 'Overview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${await firstNameOf(holder)}`);

  const payments = page.getByRole('region', { name: 'Balance and payments' });
  await expect(payments.getByText('$165.50', { exact: true })).toBeVisible();
  await expect(payments.getByText('$2,334.50', { exact: true })).toBeVisible();
  const minimum = `$${(statement.minimumDueCents / 100).toFixed(2)}`;
  await expect(payments.getByText(minimum, { exact: true })).toBeVisible();
  await expect(payments.getByText(/^Due .+, by 11:59 p\.m\. Eastern\.$/)).toBeVisible();
  await expect(payments.getByRole('link', { name: 'Pay', exact: true })).toHaveAttribute('href', '/account/pay');
  await expect(payments.getByText('Autopay is off.', { exact: false })).toBeVisible();

  // The card's state, once: no approval's mailing words beside it.
  const card = page.getByRole('region', { name: 'Your card' });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/mailed to the address on your application/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your application' })).toHaveCount(0);

  const recent = page.getByRole('region', { name: 'Recent transactions' });
  await expect(recent.getByText('Book Nook')).toBeVisible();
  await expect(recent.getByText('Corner Grocer')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cash back' }).getByText('0 of 3 on-time payments')).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-overview', { checkFits: true });

  // At 360 px the navigation is one row of tabs that scrolls sideways, the page itself does not.
  await page.setViewportSize({ width: 360, height: 900 });
  const row = await accountNav(page)
    .getByRole('list')
    .evaluate((list) => ({
      scrolls: list.scrollWidth > list.clientWidth,
      rows: new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().top))).size,
    }));
  expect(row).toEqual({ scrolls: true, rows: 1 });
  await page.setViewportSize({ width: 1280, height: 900 });

  await accountNav(page).getByRole('link', { name: 'Card' }).click();
  await expect(page).toHaveURL(/\/account\/card$/);
  await expectNav(page, cardholderSections, 'Card');
  await expect(page.getByRole('region', { name: 'Your card' }).getByText('$2,500')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a higher credit limit' })).toHaveAttribute(
    'href',
    '/account/credit-limit',
  );
  await expect(page.getByRole('link', { name: 'Close your account' })).toHaveAttribute('href', '/account/close');
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-card', { checkFits: true });

  await accountNav(page).getByRole('link', { name: 'Cash back' }).click();
  await expect(page).toHaveURL(/\/account\/cash-back$/);
  await expectNav(page, cardholderSections, 'Cash back');
  const rewards = page.getByRole('region', { name: 'Your cash back' });
  await expect(rewards.getByText('0 of 3 on-time payments')).toBeVisible();
  await expect(rewards.getByRole('button', { name: /^Redeem/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-cash-back', { checkFits: true });

  await accountNav(page).getByRole('link', { name: 'Profile and security' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-profile', { checkFits: true });
  await page.getByRole('link', { name: 'Manage sign-in and security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in and security');
  await expectNav(page, cardholderSections, 'Profile and security');

  await accountNav(page).getByRole('link', { name: 'Requests' }).click();
  await expect(page).toHaveURL(/\/account\/requests$/);
  await expectNav(page, cardholderSections, 'Requests');
  await expect(page.getByRole('link', { name: 'Request a higher limit' })).toHaveAttribute(
    'href',
    '/account/credit-limit',
  );
  await expect(page.getByText(/mailed to the address on your application/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-requests', { checkFits: true });
});

test('an applicant: Overview, Profile and security, Paper documents, Requests; the overview leads with the application', async ({
  page,
}) => {
  await signUpThroughApi(page, newEmail('home-applicant'));
  await page.goto('/account');
  const sections = ['Overview', 'Profile and security', 'Paper documents', 'Requests'];
  await expectNav(page, sections, 'Overview');
  await expect(page.getByRole('region', { name: 'Application' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance and payments' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-overview-applicant', { checkFits: true });

  // A cardholder's page is not in an applicant's navigation.
  await accountNav(page).getByRole('link', { name: 'Requests' }).click();
  await expectNav(page, sections, 'Requests');
  await expect(page.getByRole('link', { name: 'Request a higher limit' })).toHaveCount(0);
});

test('three on-time payments: cash back redeemed to a bank linked from the Pay page, the deposit followed until paid', async ({
  page,
}) => {
  const holder = await approvedWithCard(server, 'Depositor', 2500);
  await activate(holder);
  for (const [cents, description] of [
    [12_000, 'Groceries'],
    [30_000, 'Flights'],
    [8_000, 'Books'],
  ] as const) {
    await sandbox(holder, 'transactions', { kind: 'purchase', amountCents: cents, description });
    const statement = await sandbox(holder, 'statements', { dueInDays: 21 });
    await sandbox(holder, 'transactions', { kind: 'payment', amountCents: statement.minimumDueCents });
  }
  await signedIn(page, holder);
  await page.goto('/account/cash-back');
  const rewards = page.getByRole('region', { name: 'Your cash back' });
  await expect(rewards.getByText('3 on-time payments made: you can redeem')).toBeVisible();

  // No bank linked yet: the way to link one is the Pay page's.
  await rewards.getByRole('link', { name: 'Link a bank account' }).click();
  await expect(page).toHaveURL(/\/account\/pay$/);
  await expectNav(page, cardholderSections, 'Statements and payments');
  const { rows } = await server.database.sql.executeSql('select email from users where id = $1', [holder.userId]);
  await linkCheckingAccount(page, (rows as { email: string }[])[0]?.email ?? '');

  await accountNav(page).getByRole('link', { name: 'Cash back' }).click();
  await rewards.getByRole('radio', { name: /^Deposit to First Platypus Bank .*••0000$/ }).check();
  await rewards.getByRole('button', { name: 'Redeem $5.00' }).click();
  await expect(rewards.getByRole('status')).toHaveText(
    /^Sent to First Platypus Bank .*••0000\. Its status shows under Deposits to your bank\.$/,
  );
  await expect(rewards.getByText('$0.00', { exact: true })).toBeVisible();
  const deposits = page.getByRole('region', { name: 'Deposits to your bank' });
  await expect(deposits.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-cash-back-deposit', { checkFits: true });

  // The sandbox issuer settles it: the list says Paid once the page asks again.
  await expect(async () => {
    await page.reload();
    await expect(deposits.getByText(/· Paid$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(deposits.getByText('$5.00', { exact: true })).toBeVisible();
});
