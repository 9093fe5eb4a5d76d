import { describe, expect, it } from 'vitest';
import { productionProviderSettings } from '../testing/production-settings.js';
import { ConfigError, loadConfig } from './config.js';
import { providerNames, realProviderSettings, type ProviderName } from './provider-modes.js';

const key = Buffer.alloc(32, 1).toString('base64');
const production: Record<string, string> = {
  APP_ENV: 'production',
  SESSION_SECRET: key,
  ENCRYPTION_KEY: key,
  ...productionProviderSettings,
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    // Without the echo of a given value: these rows are about which settings are named.
    if (error instanceof ConfigError) return error.problems.map((problem) => problem.replace(/ \(got ".*"\)$/, ''));
    throw error;
  }
  return [];
}

/** The production settings with one provider's real settings and its opt-in taken away. */
function productionWithout(provider: ProviderName): Record<string, string> {
  const env = { ...production };
  for (const setting of realProviderSettings[provider]) delete env[setting];
  env.SANDBOX_PROVIDERS = (env.SANDBOX_PROVIDERS ?? '')
    .split(',')
    .filter((name) => name !== provider)
    .join(',');
  return env;
}

describe('production fails closed (decision 038)', () => {
  it('starts with every provider real or opted in', () => {
    expect(problemsOf(production)).toEqual([]);
  });

  it.each(providerNames)('%s without its settings names each missing one', (provider) => {
    expect(problemsOf(productionWithout(provider))).toEqual(
      realProviderSettings[provider].map(
        (setting) => `${setting}: is required when APP_ENV=production (or name ${provider} in SANDBOX_PROVIDERS)`,
      ),
    );
  });

  it.each(providerNames)('%s runs as the sandbox when SANDBOX_PROVIDERS names it', (provider) => {
    const env = productionWithout(provider);
    env.SANDBOX_PROVIDERS = [env.SANDBOX_PROVIDERS, provider].filter(Boolean).join(',');
    const { providers } = loadConfig(env);
    expect(providers.modes[provider]).toBe('sandbox');
    expect(providers.sandboxes).toContain(provider);
    expect(providers.optedIn).toContain(provider);
  });

  it.each(providerNames)('%s is real with its settings', (provider) => {
    expect(loadConfig(production).providers.modes[provider]).toBe('real');
  });

  it('names every missing setting of every provider in one refusal', () => {
    const problems = problemsOf({ APP_ENV: 'production', SESSION_SECRET: key, ENCRYPTION_KEY: key });
    for (const provider of providerNames)
      for (const setting of realProviderSettings[provider])
        expect(problems).toContain(
          `${setting}: is required when APP_ENV=production (or name ${provider} in SANDBOX_PROVIDERS)`,
        );
    expect(problems).toContain('PUBLIC_URL: must be the public https:// address when APP_ENV=production');
  });

  it('refuses a name that is no provider', () => {
    expect(problemsOf({ ...production, SANDBOX_PROVIDERS: 'mail,payments' })).toEqual([
      `SANDBOX_PROVIDERS: names no provider: payments (known: ${providerNames.join(', ')})`,
    ]);
  });

  it.each([
    ['unset', undefined],
    ['localhost', 'http://localhost:3000'],
    ['a localhost subdomain', 'https://app.localhost'],
    ['127.0.0.1', 'https://127.0.0.1'],
    ['::1', 'http://[::1]:3000'],
    ['0.0.0.0', 'http://0.0.0.0:3000'],
  ])('refuses PUBLIC_URL %s in production', (_case, url) => {
    const env = { ...production };
    if (url === undefined) delete env.PUBLIC_URL;
    else env.PUBLIC_URL = url;
    expect(problemsOf(env)).toEqual(['PUBLIC_URL: must be the public https:// address when APP_ENV=production']);
  });
});

describe('outside production', () => {
  it('runs every sandbox with no settings, and refuses nothing', () => {
    const { providers } = loadConfig({});
    expect(providers.sandboxes).toEqual([...providerNames]);
    expect(providers.optedIn).toEqual([]);
  });

  it('runs a provider for real once all its settings are given', () => {
    const { providers } = loadConfig({
      PLAID_CLIENT_ID: 'client',
      PLAID_SECRET: 'secret',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(providers.modes).toMatchObject({ 'bank-linking': 'real', mail: 'real', recaptcha: 'sandbox' });
  });

  it('ignores "none" and blanks in SANDBOX_PROVIDERS', () => {
    expect(loadConfig({ SANDBOX_PROVIDERS: ' none , ' }).providers.optedIn).toEqual([]);
  });
});
