import type { Page, Route } from '@playwright/test';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
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
  answerFinances,
  answerIdentification,
  choose,
  goOn,
  heading,
  identity,
  startApplication,
} from './application-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
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
const plaidScriptUrl = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
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

/** The fake Link, run in the page in place of Plaid's script; `publicToken` is one the stand-in minted. */
function fakePlaidLink(publicToken: string, returnPath: string) {
  interface Config {
    token: string | null;
    receivedRedirectUri?: string;
    onSuccess(token: string, metadata: object): void;
    onExit(error: object | null, metadata: object): void;
    onEvent(name: string, metadata: object): void;
    onLoad?(): void;
  }
  const session = { link_session_id: `fake-session-${Date.now()}`, request_id: 'fake-request' };
  const event = (config: Config, name: string, more: object = {}) =>
    config.onEvent(name, {
      ...session,
      institution_name: null,
      exit_status: null,
      error_code: null,
      timestamp: new Date().toISOString(),
      ...more,
    });
  const harbor = { name: 'Harbor Credit Union', institution_id: 'ins_harbor' };
  const succeed = (config: Config) => {
    event(config, 'HANDOFF', { institution_name: harbor.name });
    config.onSuccess(publicToken, { ...session, institution: harbor, accounts: [] });
  };
  (window as unknown as { Plaid: object }).Plaid = {
    create(config: Config) {
      let overlay: HTMLElement | null = null;
      const close = () => {
        overlay?.remove();
        overlay = null;
      };
      setTimeout(() => config.onLoad?.(), 0);
      return {
        open() {
          event(config, 'OPEN');
          if (config.receivedRedirectUri?.includes('oauth_state_id=')) {
            // Back from the bank: Link resumes the session and finishes it.
            event(config, 'TRANSITION_VIEW');
            return succeed(config);
          }
          overlay = document.createElement('div');
          overlay.setAttribute('role', 'dialog');
          overlay.setAttribute('aria-label', 'Plaid Link (fake)');
          Object.assign(overlay.style, {
            position: 'fixed',
            inset: '10% 20%',
            background: 'white',
            border: '2px solid #111',
            padding: '16px',
            zIndex: '2147483647',
          });
          const title = document.createElement('p');
          title.textContent = 'Fake Plaid Link: select your bank';
          overlay.append(title);
          const button = (label: string, onClick: () => void) => {
            const element = document.createElement('button');
            element.type = 'button';
            element.textContent = label;
            element.addEventListener('click', onClick);
            overlay?.append(element);
          };
          button(harbor.name, () => {
            event(config, 'SELECT_INSTITUTION', { institution_name: harbor.name });
            close();
            succeed(config);
          });
          button('OAuth Bank', () => {
            event(config, 'SELECT_INSTITUTION', { institution_name: 'OAuth Bank' });
            event(config, 'OPEN_OAUTH', { institution_name: 'OAuth Bank' });
            // The bank's page would redirect to the link token's redirect_uri with its state.
            window.location.assign(`${returnPath}?oauth_state_id=fake-oauth-state`);
          });
          button('Exit', () => {
            event(config, 'EXIT', { exit_status: 'institution_not_found' });
            close();
            config.onExit(null, { ...session, institution: null, status: 'institution_not_found' });
          });
          document.body.append(overlay);
        },
        exit() {
          close();
        },
        destroy() {
          close();
        },
        submit() {},
      };
    },
  };
}

/** Serves the fake Link for Plaid's script, with a fresh public token each time a page loads it. */
async function fakePlaidScript(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(plaidScriptUrl, async (route: Route) => {
    const publicToken = await standIn.createPublicToken('ins_harbor');
    served.push(publicToken);
    const body = `(${fakePlaidLink.toString()})(${JSON.stringify(publicToken)}, ${JSON.stringify(plaidOAuthReturnPath)});`;
    await route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body });
  });
  return served;
}

async function graphql<T>(page: Page, query: string): Promise<T> {
  const cookies = await page.context().cookies();
  const hash = cookies.find((cookie) => cookie.name === sessionTransport.sessionHashCookie)?.value ?? '';
  const response = await page.request.post('/api/v1/graphql', {
    headers: { [sessionTransport.sessionHashHeader]: hash },
    data: { query },
  });
  return ((await response.json()) as { data: T }).data;
}

/** A young professional employed at the stand-in's employer, at "Confirm your income". */
async function ypAtFinancialValidation(page: Page, request: Parameters<typeof startApplication>[1], label: string) {
  await startApplication(page, request, label);
  await choose(page, 'Are you a US citizen or a green card holder?', 'Yes');
  await goOn(page, 'About you');
  await answerIdentification(page, { ...identity, status: undefined, ssn: '456789012' });
  await goOn(page, 'Your work');
  await answerEmployed(page, sandboxEmployer);
  await page.getByLabel('Employer website').fill('acme-corp-unlisted.example');
  await goOn(page, 'Your income and costs');
  await answerFinances(page, { income: '95000', housing: 'I live with family' });
  await goOn(page, 'Confirm your income');
}

async function linkedOnServer(page: Page) {
  const cache = await graphql<{ getApplicationCache: Record<string, unknown> }>(
    page,
    '{ getApplicationCache { plaidConnectionStatus employerVerifiedByPlaid plaidExitReason plaidExitReasonOther plaidExitPopupOpenedAt } }',
  );
  return cache.getApplicationCache;
}

test('Plaid Link: a link whose employment data names the employer skips the employer check', async ({
  page,
  request,
}) => {
  const served = await fakePlaidScript(page);
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
  await fakePlaidScript(page);
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
  const served = await fakePlaidScript(page);
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
