import { afterAll, describe, expect, it } from 'vitest';
import { productionProviderSettings } from '../testing/production-settings.js';
import { loginQuery } from '../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// docs/operations.md "Client addresses": X-Forwarded-For counts only from a peer TRUST_PROXY names.
const ipInsightsQuery = `{ ipInsights { countryISOCode user_type } }`;

const key = Buffer.alloc(32, 7).toString('base64');
// Production without the sandbox: the offline IP databases answer, and the old default trusted every peer.
const production = { APP_ENV: 'production', SESSION_SECRET: key, ENCRYPTION_KEY: key, ...productionProviderSettings };

// One app per setting, shared by the tests that use it (each app runs its migrations, a few seconds).
const apps = new Map<string, Promise<TestApp>>();
function appFor(env: Record<string, string>): Promise<TestApp> {
  const key = JSON.stringify(env);
  const existing = apps.get(key);
  if (existing) return existing;
  const created = createTestApp(env);
  apps.set(key, created);
  return created;
}
afterAll(async () => {
  for (const app of apps.values()) await (await app).close();
});

async function countryFor(app: TestApp, peer: string, headers: Record<string, string>) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/v1/graphql',
    remoteAddress: peer,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query: ipInsightsQuery }),
  });
  return (response.json() as { data: { ipInsights: { countryISOCode: string | null } } }).data.ipInsights
    .countryISOCode;
}

// Sandbox networks (docs/sandbox.md): 192.0.2.x is US, 198.51.100.x is DE; loopback is unknown.
const forwardedGerman = { 'x-forwarded-for': '198.51.100.7' };

describe('which address a request comes from', () => {
  it.each([
    ['unset: the header is ignored', {}, '192.0.2.10', 'US'],
    ['one hop: the header is honoured', { TRUST_PROXY: '1' }, '192.0.2.10', 'DE'],
    ['a CIDR holding the peer: honoured', { TRUST_PROXY: '127.0.0.0/8' }, '127.0.0.1', 'DE'],
    ['the peer itself among addresses: honoured', { TRUST_PROXY: '10.9.9.9,192.0.2.10' }, '192.0.2.10', 'DE'],
    ['a CIDR not holding the peer: ignored', { TRUST_PROXY: '10.0.0.0/8' }, '192.0.2.10', 'US'],
    ['a CIDR not holding loopback: ignored', { TRUST_PROXY: '10.0.0.0/8' }, '127.0.0.1', null],
  ])('TRUST_PROXY %s', async (_case, env, peer, country) => {
    const testApp = await appFor(env);
    expect(await countryFor(testApp, peer, forwardedGerman)).toBe(country);
  });

  it('in production by default, a forwarded public address does not change the country', async () => {
    const testApp = await appFor(production);
    expect(await countryFor(testApp, '127.0.0.1', { 'x-forwarded-for': '8.8.8.8' })).toBeNull();
  });

  it('keeps the sandbox country header outside production, whatever TRUST_PROXY says', async () => {
    const testApp = await appFor({});
    expect(await countryFor(testApp, '127.0.0.1', { ...forwardedGerman, 'x-sandbox-ip-country': 'fr' })).toBe('FR');
  });

  it.each([
    ['in production by default', production, true],
    ['with TRUST_PROXY=1 (each forwarded address counted apart)', { TRUST_PROXY: '1' }, false],
  ])('%s, 200 sign-ins from one socket with random forwarded addresses', async (_case, env, limited) => {
    const testApp = await appFor(env);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const forwarded = `${(attempt % 200) + 11}.${attempt % 250}.${(attempt * 7) % 250}.${(attempt * 13) % 250}`;
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/graphql',
        remoteAddress: '192.0.2.20',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        payload: JSON.stringify({
          query: loginQuery,
          variables: { email: `visitor${attempt}@example.com`, password: 'guess', recaptchaToken: null },
        }),
      });
      const body = response.json() as { errors?: { extensions: { code: string } }[] };
      codes.push(body.errors?.[0]?.extensions.code ?? 'none');
    }
    // login:ip allows 100 in 15 minutes (modules/auth/auth-deps.ts); everything after is refused.
    expect(codes.slice(0, 100).every((code) => code === 'RECAPTCHA_MISMATCH')).toBe(true);
    expect(codes.slice(100).every((code) => code === (limited ? 'TOO_MANY_REQUESTS' : 'RECAPTCHA_MISMATCH'))).toBe(
      true,
    );
  });
});
