import { insertSandboxTransaction } from '../apps/server/src/modules/cards/sandbox-issuer-repository.js';
import { closeSandboxCycle } from '../apps/server/src/modules/cards/sandbox-statement-cycle.js';
import { approvedWithCard, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { expectNoAxeViolations } from './axe.js';
import { emailOf, signInAs } from './card-payments-kit.js';
import {
  addProof,
  openChangeRequests,
  proofGroup,
  startChangeRequest,
  submitChangeRequest,
  changeRequestsPanel,
} from './change-requests-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * The SCRA's 6% rate cap from end to end (docs/product-rules.md#scra-rate-cap,
 * decision 088): a cardholder whose account opened in May, carrying a balance
 * charged 24.99% and a late fee after active duty began on October 1, files a
 * servicemember request on /account/requests; an approver approves it in the
 * back office; the issuer's job caps the rate and credits back what was
 * charged above 6%; the back office shows the debt predates service and the
 * cap applied, and /account/card shows the cap with its figure. A server of
 * its own in this process, its worker polling as a running server does.
 */
const port = mainPort + 172;
const url = `http://127.0.0.1:${port}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: url });

// eslint-disable-next-line no-empty-pattern -- Playwright's hook takes its fixtures first; this one uses none.
test.beforeAll(async ({}, testInfo) => {
  // Starting a server migrates a fresh database: slower than a hook's 30 s on a busy machine.
  testInfo.setTimeout(120_000);
  server = await startInProcessServer(port, { JOB_POLL_INTERVAL_MS: '500' });
});

test.afterAll(async () => {
  await server.close();
});

/** An account opened on May 1 at 24.99%, $1,000 unpaid: statements closed June 1, September 1 and October 15. */
async function cardholderFromBeforeService(): Promise<Cardholder> {
  const holder = await approvedWithCard(server, 'Servicewell');
  const account = holder.account.providerAccountId;
  const opened = new Date('2026-05-01T15:00:00Z');
  await server.database.sql.executeSql('update card_accounts set created_at = $1, apr_bps = 2499 where id = $2', [
    opened,
    holder.account.id,
  ]);
  await server.database.sql.executeSql(
    'update sandbox_issuer_accounts set created_at = $1, apr_bps = 2499 where account_id = $2',
    [opened, account],
  );
  await insertSandboxTransaction(server.database.db, {
    transactionId: `sbx_txn_e2e_scra_${holder.account.id}`,
    accountId: account,
    kind: 'purchase',
    amountCents: 100_000,
    description: 'Moving costs',
    eventId: `sbx_evt_e2e_scra_${holder.account.id}`,
    postedAt: new Date('2026-05-10T16:00:00Z'),
  });
  for (const at of ['2026-06-01T16:00:00Z', '2026-09-01T16:00:00Z', '2026-10-15T16:00:00Z'])
    await closeSandboxCycle(server.database.db, { accountId: account, now: new Date(at), nextCycleAfterMs: null });
  return holder;
}

test('an SCRA request approved in the back office caps the card at 6% from the first day of service', async ({
  page,
  browser,
}) => {
  const holder = await cardholderFromBeforeService();
  const email = await emailOf(server, holder);
  await signInAs(page, server, holder);

  await openChangeRequests(page);
  await startChangeRequest(page, ['Servicemember status (SCRA)'], email);
  await changeRequestsPanel(page).getByLabel('Active duty start date').fill('2026-10-01');
  await addProof(page, proofGroup(page, 'Proof of active duty'), 'plain.png');
  await submitChangeRequest(page);

  const staff = await staffSignedIn(browser, server, url, 'scra-approver@bank.example', 'approver');
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Change requests' }).click();
  await staff
    .getByRole('row')
    .filter({ hasText: 'Servicemember status (SCRA)' })
    .first()
    .getByRole('link')
    .first()
    .click();
  const scra = staff.getByRole('region', { name: 'Servicemember status (SCRA)' });
  await expect(scra).toContainText('The 6% rate cap is decided on approval');
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('button', { name: 'Approve and change the account' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    'Approved. The account now shows the change, and the applicant was e-mailed.',
  );
  // The issuer's job runs on the worker; the view shows it applied once reloaded.
  const facts = scra.getByLabel('SCRA rate cap');
  await expect(async () => {
    await staff.reload();
    await expect(facts).toContainText('Applied: 6.00% from October 1, 2026, $41.55 credited back', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(facts).toContainText('May 1, 2026');
  await expect(facts.getByRole('definition').nth(2)).toHaveText('Yes');
  await atPhoneAndDesktop(staff, 'ops-change-request-scra-rate-cap', { checkFits: true });
  await staff.close();

  await page.goto('/account/card');
  const cap = page.getByRole('region', { name: 'Servicemembers Civil Relief Act' });
  await expect(cap).toContainText(
    'Your APR is capped at 6% under the SCRA from October 1, 2026: 6.00% for your service.',
  );
  await expect(cap).toContainText(
    'Interest and fees above 6% charged since October 1, 2026 are forgiven: we credited $41.55 to your account.',
  );
  const card = page.getByRole('region', { name: 'Your card' });
  await expect(card.getByText('6.00% (SCRA cap)')).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'account-card-scra-rate-cap', { checkFits: true });
});
