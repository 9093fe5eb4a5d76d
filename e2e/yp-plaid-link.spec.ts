import type { Page } from '@playwright/test';
import { plaidOAuthReturnPath } from '@waypoint/domain/bank-linking/plaid-oauth-return';
import {
  plaidStandInClientId,
  plaidStandInSecret,
  startPlaidStandIn,
  type PlaidStandIn,
} from '../apps/server/src/testing/stand-ins/plaid-stand-in.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import {
  accessible,
  answerEmployed,
  goOn,
  graphqlAsPage,
  heading,
  startApplication,
  ypToConfirmIncome,
} from './application-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { fakePlaidScript } from './provider-fakes.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * Plaid's own Link on the bank-linking step (decision 039): a server with
 * Plaid keys whose PLAID_API_URL is the Plaid stand-in (the sandbox Plaid API
 * as the "real" service), and Plaid's script replaced by a small fake Link
 * that follows the documented flow: Plaid.create(config) returns
 * { open, exit, destroy, submit }; open() shows Link; it calls
 * onEvent(eventName, metadata), then onSuccess(public_token, metadata) or
 * onExit(error, metadata); an OAuth bank leaves for the bank and comes back
 * to the link token's redirect_uri, where Link is created again with
 * receivedRedirectUri and finishes.
 */
const plaidLinkPort = mainPort + 44;
const plaidLinkUrl = `http://127.0.0.1:${plaidLinkPort}`;
// The stand-in's employment data names this employer (docs/sandbox.md "Bank linking").
const sandboxEmployer = 'Acme Corp';

let standIn: PlaidStandIn;
let server: TestApp;

// One server and one stand-in for the file's tests, in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: plaidLinkUrl });

test.beforeAll(async () => {
  standIn = await startPlaidStandIn();
  server = await startInProcessServer(plaidLinkPort, {
    PLAID_CLIENT_ID: plaidStandInClientId,
    PLAID_SECRET: plaidStandInSecret,
    PLAID_API_URL: standIn.url,
    // The sign-up's confirmation mail goes out by a job, as on the main e2e server.
    JOB_POLL_INTERVAL_MS: '500',
  });
});

test.afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

/** A young professional employed at the stand-in's employer, at "Confirm your income". */
async function ypAtFinancialValidation(page: Page, request: Parameters<typeof startApplication>[1], label: string) {
  await startApplication(page, request, label);
  await ypToConfirmIncome(
    page,
    async () => {
      await answerEmployed(page, sandboxEmployer);
      await page.getByLabel('Employer website').fill('acme-corp-unlisted.example');
    },
    '95000',
  );
}

async function linkedOnServer(page: Page) {
  const cache = await graphqlAsPage<{ getApplicationCache: Record<string, unknown> }>(
    page,
    '{ getApplicationCache { plaidConnectionStatus employerVerifiedByPlaid plaidExitReason plaidExitReasonOther plaidExitPopupOpenedAt } }',
  );
  return cache.getApplicationCache;
}

test('Plaid Link: a link whose employment data names the employer skips the employer check', async ({
  page,
  request,
}) => {
  const served = await fakePlaidScript(page, standIn);
  await ypAtFinancialValidation(page, request, 'plaid-link-success');
  // Plaid's script loads only when Link is opened on this step.
  expect(served).toHaveLength(0);
  await atPhoneAndDesktop(page, 'plaid-link-step');
  await page.getByRole('button', { name: 'Link your bank' }).click();
  const link = page.getByRole('dialog', { name: 'Plaid Link (fake)' });
  await expect(link).toBeVisible();
  await atPhoneAndDesktop(page, 'plaid-link-open', { fullPage: false });
  // The link token asked OAuth banks to come back to the return page.
  const tokenCall = standIn.requests.filter((call) => call.path === '/link/token/create').at(-1);
  expect(tokenCall?.body.redirect_uri).toBe(`${plaidLinkUrl}${plaidOAuthReturnPath}`);

  await link.getByRole('button', { name: 'Harbor Credit Union' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Your bank is linked' });
  await expect(confirmation).toContainText('Harbor Credit Union');
  await expect(confirmation).toContainText('It also confirms where you work');
  await accessible(page);
  await atPhoneAndDesktop(page, 'plaid-link-linked');
  await goOn(page, 'Confirm your identity');
  expect(await linkedOnServer(page)).toMatchObject({ plaidConnectionStatus: true, employerVerifiedByPlaid: true });
  // Link's events were recorded under Plaid's names.
  const { rows } = await server.database.sql.executeSql(
    "select event_name from bank_link_events where metadata->>'institutionName' = 'Harbor Credit Union' order by id",
  );
  expect(rows.map((row) => (row as { event_name: string }).event_name)).toEqual(
    expect.arrayContaining(['SELECT_INSTITUTION', 'HANDOFF']),
  );
});

test("Plaid Link: leaving it asks why, and the 'other' reason is saved", async ({ page, request }) => {
  await fakePlaidScript(page, standIn);
  await ypAtFinancialValidation(page, request, 'plaid-link-exit');
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await page.getByRole('dialog', { name: 'Plaid Link (fake)' }).getByRole('button', { name: 'Exit' }).click();

  const why = page.getByRole('dialog', { name: 'Why did you not link your bank?' });
  await expect(why).toBeVisible();
  await why.getByRole('radio', { name: 'Another reason' }).check();
  await why.getByRole('textbox', { name: 'Your reason' }).fill('My bank wanted a code I did not have');
  await accessible(page);
  await why.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for telling us why.')).toBeVisible();

  await expect
    .poll(async () => (await linkedOnServer(page)).plaidExitReasonOther)
    .toBe('My bank wanted a code I did not have');
  const saved = await linkedOnServer(page);
  expect(saved.plaidExitReason).toBe('other');
  expect(saved.plaidConnectionStatus).not.toBe(true);
  expect(typeof saved.plaidExitPopupOpenedAt).toBe('number');
  // The upload stays open.
  await expect(page.getByRole('button', { name: 'Upload a proof of income' })).toBeVisible();
});

test('Plaid Link: back from an OAuth bank, Link resumes and the step continues', async ({ page, request }) => {
  const served = await fakePlaidScript(page, standIn);
  await ypAtFinancialValidation(page, request, 'plaid-link-oauth');
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await page.getByRole('dialog', { name: 'Plaid Link (fake)' }).getByRole('button', { name: 'OAuth Bank' }).click();

  // The return page is the wizard, at its saved step, which re-opens Link with the kept token.
  await expect(page).toHaveURL(/\/application$/);
  await expect(heading(page)).toHaveText('Confirm your income');
  const confirmation = page.getByRole('status').filter({ hasText: 'Your bank is linked' });
  await expect(confirmation).toContainText('Harbor Credit Union');
  expect(served).toHaveLength(2);
  await goOn(page, 'Confirm your identity');
  expect(await linkedOnServer(page)).toMatchObject({ plaidConnectionStatus: true, employerVerifiedByPlaid: true });
});

test('the OAuth return page is a page of the app, never a 404', async ({ page }) => {
  const response = await page.request.get(`${plaidOAuthReturnPath}?oauth_state_id=any`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
});
