import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plaidOAuthReturnPath } from '@waypoint/domain/bank-linking/plaid-oauth-return';
import { TestBrowser } from '../../testing/graphql-client.js';
import {
  plaidStandInClientId,
  plaidStandInSecret,
  startPlaidStandIn,
  type PlaidStandIn,
} from '../../testing/stand-ins/plaid-stand-in.js';
import { registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { walkYpToFinancialValidation } from '../../testing/yp-walk.js';

/**
 * Decision 039: with Plaid keys and PLAID_API_URL the server treats the
 * stand-in as Plaid's service: the official SDK's calls, the keys in headers,
 * and a link token asking OAuth banks to return to PUBLIC_URL's return page.
 */
let standIn: PlaidStandIn;
let testApp: TestApp;
const publicUrl = 'http://localhost:3399';

beforeAll(async () => {
  standIn = await startPlaidStandIn({ slowDelayMs: 1_000 });
  testApp = await createTestApp({
    PLAID_CLIENT_ID: plaidStandInClientId,
    PLAID_SECRET: plaidStandInSecret,
    PLAID_API_URL: standIn.url,
    PLAID_TIMEOUT_MS: '300',
    PUBLIC_URL: publicUrl,
  });
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});

const linkTokenMutation = `mutation L($id: Int) { createPlaidLinkToken(applicationId: $id) }`;
const saveMutation = `mutation S($token: String!, $id: Int!) { saveUserPlaidInformation(publicToken: $token, applicationId: $id) }`;
const verifiedQuery = `query V($id: Int!) { employerVerifiedByPlaid(applicationId: $id) }`;

let applicants = 0;

async function ypAtValidation(employer: string): Promise<{ browser: TestBrowser; applicationId: number }> {
  applicants += 1;
  const browser = new TestBrowser(testApp.app);
  await registerUser(browser, { email: `plaid-stand-in${applicants}-${Date.now()}@example.com` });
  await walkYpToFinancialValidation(browser, { name: employer, website: 'https://unknown-employer.example' });
  const cache = await browser.query<{ getApplicationCache: { id: number } | null }>(`{ getApplicationCache { id } }`);
  return { browser, applicationId: Number(cache.data?.getApplicationCache?.id) };
}

function errorCode(response: { errors?: readonly { extensions?: Record<string, unknown> }[] }) {
  return response.errors?.[0]?.extensions?.code;
}

describe('the server against the Plaid stand-in (PLAID_API_URL)', () => {
  it('creates the link token at the stand-in with the OAuth return page as redirect_uri', async () => {
    const { browser, applicationId } = await ypAtValidation('Acme Corp');
    const before = standIn.requests.length;
    const token = await browser.query<{ createPlaidLinkToken: string }>(linkTokenMutation, { id: applicationId });
    expect(token.data?.createPlaidLinkToken).toMatch(/^link-sandbox-/);
    const [call] = standIn.requests.slice(before);
    expect(call?.path).toBe('/link/token/create');
    expect(call?.body).toMatchObject({
      redirect_uri: `${publicUrl}${plaidOAuthReturnPath}`,
      products: ['employment'],
      user: { client_user_id: expect.any(String) },
    });
    // The keys travel in headers only.
    expect(JSON.stringify(call?.body)).not.toContain(plaidStandInSecret);
  });

  it("exchanges a public token from Link's onSuccess and verifies the matching employer", async () => {
    const { browser, applicationId } = await ypAtValidation('ACME corp.');
    const publicToken = await standIn.createPublicToken('ins_harbor');
    const saved = await browser.query(saveMutation, { token: publicToken, id: applicationId });
    expect(saved.errors).toBeUndefined();
    expect((await browser.query(verifiedQuery, { id: applicationId })).data).toEqual({ employerVerifiedByPlaid: true });
    const paths = standIn.requests.map((request) => request.path);
    expect(paths).toContain('/item/public_token/exchange');
    expect(paths).toContain('/employment/verification/get');
  });

  it.each([
    { case: 'a token used twice', token: 'reused', code: 'BANK_LINK_INVALID_TOKEN' },
    { case: 'a late exchange (user_slow)', token: 'slow', code: 'BANK_LINK_TIMEOUT' },
  ])('names the way forward for $case', async ({ token, code }) => {
    const { browser, applicationId } = await ypAtValidation('Acme Corp');
    const publicToken = await standIn.createPublicToken('ins_harbor', token === 'slow' ? 'user_slow' : undefined);
    if (token === 'reused') await browser.query(saveMutation, { token: publicToken, id: applicationId });
    const again = await browser.query(saveMutation, { token: publicToken, id: applicationId });
    expect(errorCode(again)).toBe(code);
  });

  it('refuses calls without the right keys, as Plaid does (INVALID_API_KEYS)', async () => {
    const response = await fetch(`${standIn.url}/link/token/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'PLAID-CLIENT-ID': plaidStandInClientId, 'PLAID-SECRET': 'wrong' },
      body: JSON.stringify({ client_name: 'Waypoint' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_API_KEYS' });
  });

  it('mounts no /sandbox/plaid dialog routes when the real service is configured', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/plaid/link/session/login',
      payload: {
        linkToken: 'link-sandbox-any',
        institutionId: 'ins_harbor',
        username: 'user_good',
        password: 'pass_good',
      },
    });
    expect(response.statusCode).toBe(404);
  });
});
