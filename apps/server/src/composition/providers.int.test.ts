import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openTestPglite } from '../testing/pglite-starting-point.js';
import { productionProviderSettings } from '../testing/production-settings.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const key = Buffer.alloc(32, 1).toString('base64');
const production = { APP_ENV: 'production', SESSION_SECRET: key, ENCRYPTION_KEY: key, ...productionProviderSettings };

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function get(env: Record<string, string>, url: string) {
  testApp = await createTestApp(env);
  return testApp.app.inject({ method: 'GET', url });
}

describe('GET /api/v1/client-settings (decision 038)', () => {
  it('tells the web to use the sandboxes when no provider is configured', async () => {
    const response = await get({}, '/api/v1/client-settings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({ recaptcha: { mode: 'sandbox' }, bankLinking: 'sandbox' });
  });

  it("hands out reCAPTCHA's public site key, never the secret, and real Plaid Link", async () => {
    const response = await get(
      {
        RECAPTCHA_SECRET: 'the-secret',
        RECAPTCHA_SITE_KEY: 'the-site-key',
        PLAID_CLIENT_ID: 'id',
        PLAID_SECRET: 'secret',
      },
      '/api/v1/client-settings',
    );
    expect(response.json()).toEqual({ recaptcha: { mode: 'google', siteKey: 'the-site-key' }, bankLinking: 'plaid' });
    expect(response.body).not.toContain('the-secret');
  });
});

describe('GET /healthz names the sandboxes that are on', () => {
  it('lists none on a production server with every provider real', async () => {
    const response = await get(production, '/healthz');
    expect(response.json()).toMatchObject({ status: 'ok', sandboxes: [] });
  });

  it('lists a provider that a staging server opted in instead of configuring', async () => {
    const { SMTP_URL: _unset, ...withoutMail } = production;
    const response = await get({ ...withoutMail, SANDBOX_PROVIDERS: 'mail' }, '/healthz');
    expect(response.json().sandboxes).toEqual(['mail']);
  });
});

describe('a production server running opted-in sandboxes', () => {
  it('warns at start, naming them', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-providers-'));
    const lines: string[] = [];
    const { SMTP_URL: _unset, ...withoutMail } = production;
    const config = loadConfig({
      ...withoutMail,
      SANDBOX_PROVIDERS: 'mail',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      JOB_POLL_INTERVAL_MS: '0',
    });
    const database = await openTestPglite();
    const built = await buildApp({ config, database, logger: { stream: { write: (line) => lines.push(line) } } });
    try {
      const warning = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.level === 40);
      expect(warning).toMatchObject({
        msg: 'production is running sandbox providers (SANDBOX_PROVIDERS)',
        sandboxes: config.providers.optedIn,
      });
    } finally {
      await built.app.close();
      await database.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
