import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { helpDeskSigningKey } from './help-desk-signing-key.js';
import { helpDeskAudience, helpDeskJwksPath, helpDeskTokenTtlSeconds, signHelpDeskToken } from './help-desk-token.js';
import { sandboxHelpDeskPath } from './sandbox-help-desk.js';

const tokenQuery = 'query { wixTokenAuth }';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function signedInToken(app: TestApp) {
  const browser = new TestBrowser(app.app);
  const registered = await registerUser(browser, { email: 'ana@example.com' });
  expect(registered.errors).toBeUndefined();
  const response = await browser.query<{ wixTokenAuth: string }>(tokenQuery);
  expect(response.errors).toBeUndefined();
  return { browser, token: response.data?.wixTokenAuth ?? '', userId: String(registered.data?.register.id) };
}

async function publishedKeys(app: TestApp) {
  const response = await app.app.inject({ method: 'GET', url: helpDeskJwksPath });
  expect(response.statusCode).toBe(200);
  return createLocalJWKSet(response.json());
}

const issuer = 'http://localhost:3000';

describe('wixTokenAuth', () => {
  it('gives a signed-in user a token the published key verifies, naming them and nothing more', async () => {
    testApp = await createTestApp();
    const { token, userId } = await signedInToken(testApp);
    const { payload, protectedHeader } = await jwtVerify(token, await publishedKeys(testApp), {
      issuer,
      audience: helpDeskAudience,
      currentDate: testApp.clock.now(),
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(Object.keys(payload).sort()).toEqual(['aud', 'email', 'exp', 'iat', 'isCardHolder', 'iss', 'sub']);
    expect(payload).toMatchObject({ sub: userId, email: 'ana@example.com', isCardHolder: false });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(helpDeskTokenTtlSeconds);
    expect(helpDeskTokenTtlSeconds).toBeLessThanOrEqual(10 * 60);
  });

  it('refuses a signed-out caller with the code the web re-checks the session on', async () => {
    testApp = await createTestApp();
    const response = await new TestBrowser(testApp.app).query(tokenQuery);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
  });

  it('expires: verified a second before its exp, refused at it', async () => {
    testApp = await createTestApp();
    testApp.clock.pin(new Date('2026-03-02T10:00:00Z'));
    const { token } = await signedInToken(testApp);
    const keys = await publishedKeys(testApp);
    const { exp = 0, iat = 0 } = decodeJwt(token);
    expect(iat).toBe(Date.parse('2026-03-02T10:00:00Z') / 1000);
    const at = (seconds: number) =>
      jwtVerify(token, keys, { issuer, audience: helpDeskAudience, currentDate: new Date(seconds * 1000) });
    await expect(at(exp - 1)).resolves.toBeDefined();
    await expect(at(exp)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  // Two apps built one after the other: slower than one test's default on a busy machine.
  it('keeps verifying across a restart on the same data folder (the key comes from the kept secrets)', async () => {
    testApp = await createTestApp();
    const { token } = await signedInToken(testApp);
    const again = await createTestApp({ DATA_DIR: testApp.dataDir });
    try {
      const response = await again.app.inject({ method: 'GET', url: helpDeskJwksPath });
      expect(response.json().keys[0].kid).toBe(decodeProtectedHeader(token).kid);
      expect(response.json().keys[0]).not.toHaveProperty('d');
    } finally {
      await again.close();
    }
  }, 90_000);
});

describe('the sandbox help desk', () => {
  const post = (app: TestApp, token: string) =>
    app.app.inject({
      method: 'POST',
      url: sandboxHelpDeskPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });

  it('greets the person a valid token names, and refuses a forged, expired or missing one', async () => {
    testApp = await createTestApp();
    const { token } = await signedInToken(testApp);
    const greeted = await post(testApp, token);
    expect(greeted.statusCode).toBe(200);
    expect(greeted.body).toContain('Signed in as <strong>ana@example.com</strong>, not a cardholder yet.');

    const [header, body] = token.split('.');
    const forged = `${header}.${body}.${'A'.repeat(86)}`;
    for (const bad of [forged, '', 'not-a-jwt']) expect((await post(testApp, bad)).statusCode).toBe(401);
    testApp.clock.advance(helpDeskTokenTtlSeconds * 1000);
    expect((await post(testApp, token)).statusCode).toBe(401);
  });

  it('escapes what a token carries and refuses an oversized form', async () => {
    testApp = await createTestApp();
    const key = await helpDeskSigningKey(undefined, testApp.secrets.sessionSecret);
    const identity = { userId: 'u-1', email: '<img src=x onerror=alert(1)>@example.com', isCardHolder: true };
    const shown = await post(testApp, await signHelpDeskToken(key, issuer, identity, testApp.clock.now()));
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain('<img');
    expect(shown.body).toContain('&#60;img src=x onerror=alert(1)&#62;@example.com</strong>, a cardholder.');
    expect((await post(testApp, 'x'.repeat(10_000))).statusCode).toBe(413);
  });
});
