import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { registerMutation, registerUser, registerVariables } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { users } from './auth-tables.js';

/**
 * product-rules#auth-errors block_vpn: a sign-up from a data centre or VPN
 * exit (IP insights' user type `hosting`) is refused with 'Something went
 * wrong with connection'. The sandbox hosting range (docs/sandbox.md "IP
 * insights"): hosts .200 to .254 of 192.0.2.0/24, 198.51.100.0/24 and 203.0.113.0/24.
 */
let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: '1' })]);
});
afterAll(async () => {
  await Promise.all([direct.close(), behindProxy.close()]);
});

const blocked = { code: 'CONNECTION_BLOCKED', message: 'Something went wrong with connection' };

async function accountExists(app: TestApp, email: string): Promise<boolean> {
  return (await app.database.db.select().from(users).where(eq(users.email, email))).length > 0;
}

describe('registration from a hosting or VPN address', () => {
  it.each([
    ['a sandbox hosting host in the US network', '192.0.2.200', true],
    ['a sandbox hosting host in the DE network', '198.51.100.201', true],
    ['the last sandbox hosting host', '203.0.113.254', true],
    ['a residential host just below the range', '198.51.100.199', false],
    ['a private address (unknown user type)', '10.20.30.40', false],
    ['loopback', '127.0.0.1', false],
  ])('%s (%s): refused %s', async (_case, ip, refused) => {
    const email = `vpn-${ip.replaceAll('.', '-')}@example.com`;
    const response = await registerUser(new TestBrowser(direct.app, ip), { email });
    if (refused) {
      expect(response.status).toBe(403);
      expect(response.errors?.[0]).toMatchObject({ message: blocked.message, extensions: { code: blocked.code } });
      expect(await accountExists(direct, email)).toBe(false);
    } else {
      expect(response.errors).toBeUndefined();
      expect(await accountExists(direct, email)).toBe(true);
    }
  });

  it('checks the address after reCAPTCHA: a failed check still says reCAPTCHA match', async () => {
    const response = await registerUser(new TestBrowser(direct.app, '192.0.2.210'), {
      email: 'vpn-bot@example.com',
      recaptchaToken: 'robot',
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'RECAPTCHA_MISMATCH' });
  });

  it('a refused address spends none of the account’s sign-ups: the owner signs up from home afterwards', async () => {
    const email = 'vpn-then-home@example.com';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const refused = await registerUser(new TestBrowser(direct.app, `203.0.113.${220 + attempt}`), { email });
      expect(refused.errors?.[0]?.extensions?.code).toBe(blocked.code);
    }
    const fromHome = await registerUser(new TestBrowser(direct.app, '203.0.113.20'), { email });
    expect(fromHome.errors).toBeUndefined();
  });

  const forwarded = async (app: TestApp, forwardedFor: string, email: string) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v1/graphql',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ query: registerMutation, variables: registerVariables({ email }) }),
    });
    return response.json() as { errors?: { message: string; extensions?: { code?: string } }[] };
  };

  it('behind a trusted proxy (TRUST_PROXY), reads the forwarded address', async () => {
    const refused = await forwarded(behindProxy, '198.51.100.230', 'proxied-vpn@example.com');
    expect(refused.errors?.[0]).toMatchObject({ message: blocked.message, extensions: { code: blocked.code } });
    const accepted = await forwarded(behindProxy, '198.51.100.30', 'proxied-home@example.com');
    expect(accepted.errors).toBeUndefined();
  });

  it('without a trusted proxy, a forwarded hosting address is not believed (the peer counts)', async () => {
    const response = await forwarded(direct, '198.51.100.230', 'forged-forward@example.com');
    expect(response.errors).toBeUndefined();
  });

  it('signing in from a hosting address is not refused for it (the rule is the sign-up’s)', async () => {
    const email = 'home-then-vpn@example.com';
    expect((await registerUser(new TestBrowser(direct.app, '192.0.2.40'), { email })).errors).toBeUndefined();
    const travelling = new TestBrowser(direct.app, '192.0.2.240');
    const response = await travelling.query(
      `query L($email: String!, $password: String!, $r: String) { login(email: $email, password: $password, recaptchaToken: $r) { id } }`,
      { email, password: registerVariables().password, r: 'test-recaptcha-pass' },
    );
    expect(response.errors).toBeUndefined();
  });
});
