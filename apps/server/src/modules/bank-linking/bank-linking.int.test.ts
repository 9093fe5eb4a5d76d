import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { defaultFlagDefinitions, resolveFlagVariant } from '@waypoint/domain/flags/feature-flags';
import { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { saveStep as step, walkYpToFinancialValidation } from '../../testing/yp-walk.js';
import { bankLinkEvents, bankLinks } from './bank-linking-tables.js';

/** Bank linking (decision 011): each operation and failure, through the official SDK against the local sandbox. */
let testApp: TestApp;
beforeAll(async () => {
  // A short provider time-out, so the `user_slow` trigger is quick to test.
  testApp = await createTestApp({ PLAID_TIMEOUT_MS: '300' });
});
afterAll(async () => {
  await testApp.close();
});

const linkTokenMutation = `mutation L($id: Int) { createPlaidLinkToken(applicationId: $id) }`;
const saveMutation = `mutation S($token: String!, $id: Int!) { saveUserPlaidInformation(publicToken: $token, applicationId: $id) }`;
const verifiedQuery = `query V($id: Int!) { employerVerifiedByPlaid(applicationId: $id) }`;
const eventMutation = `mutation E($id: Int!, $name: String!, $institution: String, $exit: String, $code: String) {
  savePlaidEventsData(applicationId: $id, eventName: $name, institutionName: $institution, exitStatus: $exit, errorCode: $code)
}`;

// Capabilities do not import each other (decision 002), so the few application steps are walked here.
let applicants = 0;

/** A visit id the plaidSplitVersion flag puts in `variant` (decision 013): found with the domain's own rule. */
function visitIn(variant: string): string {
  const flag = defaultFlagDefinitions.find((definition) => definition.key === 'plaidSplitVersion');
  for (let index = 0; flag && index < 1000; index += 1) {
    const visit = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    if (resolveFlagVariant(flag, visit).variant === variant) return visit;
  }
  throw new Error(`no visit id falls in ${variant}`);
}

async function newApplicant(visit = visitIn('A')): Promise<TestBrowser> {
  applicants += 1;
  const browser = new TestBrowser(testApp.app);
  // The visit cookie a page load sets: the flag client keys the split on it.
  browser.cookies.set(sessionTransport.sessionIdCookie, visit);
  await registerUser(browser, { email: `bank-linker${applicants}-${Date.now()}@example.com` });
  return browser;
}

async function cacheOf(browser: TestBrowser) {
  const response = await browser.query<{ getApplicationCache: Record<string, unknown> | null }>(
    `{ getApplicationCache { id stepName employerVerifiedByPlaid plaidSplitVersion } }`,
  );
  return response.data?.getApplicationCache ?? null;
}

/** A YP applicant at YP_Financial_Validation, employed at `employer`. */
async function ypAtValidation(
  employer: string,
  visit?: string,
): Promise<{ browser: TestBrowser; applicationId: number }> {
  const browser = await newApplicant(visit);
  await walkYpToFinancialValidation(browser, { name: employer, website: 'https://unknown-employer.example' });
  return { browser, applicationId: Number((await cacheOf(browser))?.id) };
}

/** Does what the web's Link-like dialog does with the sandbox: log in, pick an account, get a public token. */
async function linkInSandbox(
  browser: TestBrowser,
  applicationId: number,
  { institutionId = 'ins_harbor', username = 'user_good', password = 'pass_good' } = {},
) {
  const token = await browser.query<{ createPlaidLinkToken: string }>(linkTokenMutation, { id: applicationId });
  const linkToken = token.data?.createPlaidLinkToken;
  const body = { linkToken, institutionId, username, password };
  const login = await browser.send({ method: 'POST', url: '/sandbox/plaid/link/session/login', payload: body });
  const refused = login.json<{ error?: { code: string } }>().error;
  if (refused) return { login: refused.code, publicToken: null };
  const complete = await browser.send({
    method: 'POST',
    url: '/sandbox/plaid/link/session/complete',
    payload: { ...body, accountId: 'acc_checking' },
  });
  return { login: null, publicToken: complete.json<{ publicToken: string }>().publicToken };
}

function errorCode(response: { errors?: readonly { extensions?: Record<string, unknown> }[] }) {
  return response.errors?.[0]?.extensions?.code;
}

describe('bank linking', () => {
  it('links a bank, stores the access token encrypted and verifies a matching employer', async () => {
    const { browser, applicationId } = await ypAtValidation('ACME  corp');
    const { publicToken } = await linkInSandbox(browser, applicationId);
    const saved = await browser.query(saveMutation, { token: publicToken, id: applicationId });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ saveUserPlaidInformation: true });

    const [link] = await testApp.database.db.select().from(bankLinks).where(eq(bankLinks.applicationId, applicationId));
    expect(link?.accessTokenEncrypted).toBeTruthy();
    expect(link?.accessTokenEncrypted).not.toContain('access-sandbox-');
    expect((await browser.query(verifiedQuery, { id: applicationId })).data).toEqual({ employerVerifiedByPlaid: true });

    const cache = await browser.query<{ getApplicationCache: Record<string, unknown> }>(
      `{ getApplicationCache { plaidConnectionStatus employerVerifiedByPlaid plaidSplitVersion } }`,
    );
    expect(cache.data?.getApplicationCache).toEqual({
      plaidConnectionStatus: true,
      employerVerifiedByPlaid: true,
      plaidSplitVersion: 'A',
    });
    // The engine now skips the employer check (product-rules#employer-check-skip).
    await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
  });

  it.each(['A', 'B'])('records plaidSplitVersion %s for a visit the flag puts in %s', async (variant) => {
    const { browser, applicationId } = await ypAtValidation('Acme Corp', visitIn(variant));
    await browser.query(linkTokenMutation, { id: applicationId });
    expect((await cacheOf(browser))?.plaidSplitVersion).toBe(variant);
  });

  it('links without verifying another employer', async () => {
    const { browser, applicationId } = await ypAtValidation('Globex Industries');
    const { publicToken } = await linkInSandbox(browser, applicationId, { institutionId: 'ins_platypus' });
    expect((await browser.query(saveMutation, { token: publicToken, id: applicationId })).data).toEqual({
      saveUserPlaidInformation: true,
    });
    expect((await browser.query(verifiedQuery, { id: applicationId })).data).toEqual({
      employerVerifiedByPlaid: false,
    });
    const cache = await cacheOf(browser);
    expect(cache?.employerVerifiedByPlaid ?? null).toBeNull();
  });

  it('refuses an invalid public token and stores nothing', async () => {
    const { browser, applicationId } = await ypAtValidation('Acme Corp');
    const response = await browser.query(saveMutation, { token: 'public-sandbox-made-up', id: applicationId });
    expect(errorCode(response)).toBe('BANK_LINK_INVALID_TOKEN');
    expect(response.errors?.[0]?.message).toMatch(/upload a proof of income/);
    const links = await testApp.database.db.select().from(bankLinks).where(eq(bankLinks.applicationId, applicationId));
    expect(links).toEqual([]);
    expect((await browser.query(verifiedQuery, { id: applicationId })).data).toEqual({
      employerVerifiedByPlaid: false,
    });
  });

  it('refuses a public token used a second time', async () => {
    const { browser, applicationId } = await ypAtValidation('Acme Corp');
    const { publicToken } = await linkInSandbox(browser, applicationId);
    expect((await browser.query(saveMutation, { token: publicToken, id: applicationId })).errors).toBeUndefined();
    const again = await browser.query(saveMutation, { token: publicToken, id: applicationId });
    expect(errorCode(again)).toBe('BANK_LINK_INVALID_TOKEN');
    const links = await testApp.database.db.select().from(bankLinks).where(eq(bankLinks.applicationId, applicationId));
    expect(links).toHaveLength(1);
  });

  it("refuses another user's application for every operation", async () => {
    const { browser, applicationId } = await ypAtValidation('Acme Corp');
    const { publicToken } = await linkInSandbox(browser, applicationId);
    const stranger = await newApplicant();
    await step(stranger, {}, 'PreResidency_Question');
    for (const response of [
      await stranger.query(saveMutation, { token: publicToken, id: applicationId }),
      await stranger.query(verifiedQuery, { id: applicationId }),
      await stranger.query(eventMutation, { id: applicationId, name: 'OPEN' }),
      await stranger.query(linkTokenMutation, { id: applicationId }),
    ]) {
      expect(errorCode(response)).toBe('APPLICATION_NOT_FOUND');
    }
    // The owner's token was not spent by the refused call.
    expect((await browser.query(saveMutation, { token: publicToken, id: applicationId })).errors).toBeUndefined();
  });

  it('explains a provider time-out and leaves the application as it was', async () => {
    const { browser, applicationId } = await ypAtValidation('Acme Corp');
    const { publicToken } = await linkInSandbox(browser, applicationId, { username: 'user_slow' });
    const response = await browser.query(saveMutation, { token: publicToken, id: applicationId });
    expect(errorCode(response)).toBe('BANK_LINK_TIMEOUT');
    expect(response.errors?.[0]?.message).toMatch(/did not answer in time/);
    const cache = await cacheOf(browser);
    expect(cache?.stepName).toBe('YP_Financial_Validation');
    // The upload alternative still works.
    await step(browser, { stepName: 'YP_Financial_Validation_Options' }, 'YP_Financial_Validation_Options');
  });

  it('refuses wrong credentials and the failing institution in the sandbox dialog', async () => {
    const { browser, applicationId } = await ypAtValidation('Acme Corp');
    expect((await linkInSandbox(browser, applicationId, { password: 'nope' })).login).toBe('INVALID_CREDENTIALS');
    expect((await linkInSandbox(browser, applicationId, { institutionId: 'ins_broken' })).login).toBe(
      'INSTITUTION_DOWN',
    );
  });

  it('records Link events with their metadata', async () => {
    const { browser, applicationId } = await ypAtValidation('Acme Corp');
    const response = await browser.query(eventMutation, {
      id: applicationId,
      name: 'EXIT',
      institution: 'Broken Bank',
      exit: 'requires_credentials',
      code: 'INSTITUTION_DOWN',
    });
    expect(response.data).toEqual({ savePlaidEventsData: true });
    const events = await testApp.database.db
      .select()
      .from(bankLinkEvents)
      .where(eq(bankLinkEvents.applicationId, applicationId));
    expect(events.map((event) => [event.eventName, event.metadata])).toEqual([
      ['EXIT', { institutionName: 'Broken Bank', exitStatus: 'requires_credentials', errorCode: 'INSTITUTION_DOWN' }],
    ]);
    expect(errorCode(await browser.query(eventMutation, { id: applicationId, name: ' ' }))).toBe(
      'BANK_LINK_EVENT_INVALID',
    );
  });

  it('needs a session', async () => {
    const anonymous = new TestBrowser(testApp.app);
    expect(errorCode(await anonymous.query(linkTokenMutation, {}))).toBe('APPLICATION_SESSION_INVALID');
  });
});
