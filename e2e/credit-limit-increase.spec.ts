import type { Page } from '@playwright/test';
import { approvedWithCard, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { expectNoAxeViolations } from './axe.js';
import { activate, closeStatement, purchase, signInAs } from './card-payments-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * Asking for a higher limit on /account/credit-limit (docs/product-rules.md#credit-limit-increases,
 * decision 084): a cardholder with a statement paid on time asks and gets the answer on the page; a
 * request beyond the policy's ceiling waits for staff, and an approver decides it in the back office,
 * after which the issuer's job sets the new limit. A server of its own in this process; the cardholder is
 * approved and paid up through the server's test kit and the sandbox issuer's control routes.
 */
const limitPort = mainPort + 158;
const limitUrl = `http://127.0.0.1:${limitPort}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: limitUrl });

test.beforeAll(async () => {
  // The worker polls as a running server does: the issuer's job and the mails run on their own.
  server = await startInProcessServer(limitPort, { JOB_POLL_INTERVAL_MS: '500' });
});

test.afterAll(async () => {
  await server.close();
});

/** An active card ($2,500 line), open seven months, with one statement paid on time. */
async function cardholderInGoodStanding(lastName: string): Promise<Cardholder> {
  const holder = await approvedWithCard(server, lastName, 2500);
  await activate(server, holder);
  await purchase(holder, 10_000, 'Groceries');
  const statement = await closeStatement(holder, 21);
  const paid = await holder.applicant.send({
    method: 'POST',
    url: '/api/v1/sandbox/card-issuer/transactions',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ kind: 'payment', amountCents: statement.minimumDueCents }),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  // Open seven months, as the Cardholder Agreement asks six before a request (after the sandbox's postings).
  await server.database.sql.executeSql(
    `update card_accounts set created_at = created_at - interval '7 months' where id = $1`,
    [holder.account.id],
  );
  return holder;
}

async function ask(page: Page, income: string, housing: string, limit: string) {
  await page.getByLabel(/Your yearly income/).fill(income);
  await page.getByLabel(/Your monthly rent or mortgage/).fill(housing);
  await page.getByLabel(/The limit you would like/).fill(limit);
  await page.getByRole('button', { name: 'Ask for a higher limit' }).click();
}

test('a cardholder asks for a higher limit and is answered on the page; the new limit is set', async ({ page }) => {
  const holder = await cardholderInGoodStanding('Limitwell');
  // Over the $2,500 limit in the open cycle: it earns on $2,500 for now (decision 104).
  await purchase(holder, 260_000, 'Furniture');
  await signInAs(page, server, holder);
  await page.goto('/account/credit-limit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ask for a higher credit limit');
  await expect(page.getByRole('region', { name: 'Your limit now' })).toContainText('$2,500.00');
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'credit-limit-form', { checkFits: true });

  // A limit not in whole hundreds is said beside its field, and nothing is sent.
  await ask(page, '90000', '1500', '3050');
  await expect(page.getByLabel(/The limit you would like/)).toHaveAccessibleDescription(
    /Enter a whole number of hundreds of dollars/,
  );
  await page.getByLabel(/The limit you would like/).fill('3000');
  await page.getByRole('button', { name: 'Ask for a higher limit' }).click();
  // The answer at once, announced; the list below shows the request too.
  await expect(
    page.getByRole('status').filter({ hasText: 'Approved: your new limit is $3,000.00 (it was $2,500.00).' }),
  ).toBeVisible();
  await atPhoneAndDesktop(page, 'credit-limit-approved', { checkFits: true });

  // The issuer's job sets it; the page then shows the new limit and the request in the list.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('region', { name: 'Your limit now' }).textContent();
      },
      { timeout: 20_000 },
    )
    .toContain('$3,000.00');
  await expect(page.getByRole('region', { name: 'Your requests' })).toContainText('A limit of $3,000.00');
  await expect(page.getByText('You already have a request waiting')).toHaveCount(0);

  // The cycle closes at the new limit: the furniture earns on all of its $2,600, one adjustment of $1.00.
  await closeStatement(holder, 21);
  await page.goto('/account/cash-back');
  const rewards = page.getByRole('region', { name: 'Your cash back' });
  const adjustment = rewards
    .getByRole('listitem')
    .filter({ hasText: "Adjusted to the cycle's credit limit: Furniture" });
  await expect(adjustment).toContainText('+$1.00');
  await expect(rewards.getByRole('listitem').filter({ hasText: 'Purchase: Furniture' })).toContainText('+$25.00');
  await atPhoneAndDesktop(page, 'cash-back-cycle-adjusted', { checkFits: true });
});

test('a request beyond the ceiling waits for staff; an approver approves it in the back office', async ({
  page,
  browser,
}) => {
  const holder = await cardholderInGoodStanding('Limitceiling');
  await signInAs(page, server, holder);
  await page.goto('/account/credit-limit');
  await ask(page, '200000', '1000', '8000');
  await expect(page.getByRole('status').filter({ hasText: 'Our team is looking at your request.' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('You already have a request waiting for an answer.')).toBeVisible();

  // The staff member in a browser context of their own (axe reads pages of a context).
  const staffContext = await browser.newContext({ baseURL: limitUrl });
  const staffPage = await staffContext.newPage();
  const staff = await staffSignedIn(browser, server, limitUrl, 'limits-approver@bank.example', 'approver', staffPage);
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Limit increases' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Limit increases');
  await staff.getByRole('row').filter({ hasText: '$8,000' }).getByRole('link').first().click();
  const panel = staff.getByRole('region', { name: /Request #\d+/ });
  await expect(panel).toContainText('Yearly income$200,000');
  await expectNoAxeViolations(staff);
  await atPhoneAndDesktop(staff, 'ops-credit-limit-request');
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel).toContainText('approved');
  await expect
    .poll(async () => (await panel.textContent()) ?? '', { timeout: 20_000 })
    .toMatch(/Waiting for the issuer|Set at the issuer/);
  await staffContext.close();

  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('region', { name: 'Your limit now' }).textContent();
      },
      { timeout: 20_000 },
    )
    .toContain('$8,000.00');
  await expect(page.getByRole('region', { name: 'Your requests' })).toContainText(
    'Approved: your new limit is $8,000.00',
  );
});
