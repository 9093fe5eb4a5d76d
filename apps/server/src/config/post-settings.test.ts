import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** Letters' settings (decision 089): Lob with its key and return address, the sandbox with neither, nothing between. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const lob = { LOB_API_KEY: 'test_abcdefghijklmnop1234', LOB_FROM_ADDRESS_ID: 'adr_0123456789abcdef' };

describe('post settings', () => {
  it('defaults to the sandbox, Lob production URL and a 30 s timeout', () => {
    const config = loadConfig({});
    expect(config.post).toEqual({
      lob: undefined,
      url: 'https://api.lob.com',
      timeoutMs: 30_000,
      bounceWebhookSecret: undefined,
    });
    expect(config.providers.modes.post).toBe('sandbox');
  });

  it('reads Lob with both settings, the URL without its trailing slash', () => {
    const config = loadConfig({ ...lob, LOB_API_URL: 'http://127.0.0.1:4998/', LOB_TIMEOUT_MS: '2500' });
    expect(config.post.lob).toEqual({ apiKey: lob.LOB_API_KEY, fromAddressId: lob.LOB_FROM_ADDRESS_ID });
    expect(config.post.url).toBe('http://127.0.0.1:4998');
    expect(config.post.timeoutMs).toBe(2500);
    expect(config.providers.modes.post).toBe('real');
  });

  it.each([
    [
      'a key without its return address',
      { LOB_API_KEY: lob.LOB_API_KEY },
      ['LOB_FROM_ADDRESS_ID: is required with LOB_API_KEY (without both the sandbox keeps the letters)'],
    ],
    [
      'a return address without a key',
      { LOB_FROM_ADDRESS_ID: lob.LOB_FROM_ADDRESS_ID },
      ['LOB_API_KEY: is required with LOB_FROM_ADDRESS_ID (without both the sandbox keeps the letters)'],
    ],
    [
      'a publishable key instead of a secret one',
      { ...lob, LOB_API_KEY: 'pub_abcdefghijklmnop1234' },
      ['LOB_API_KEY: must be a Lob secret API key (test_… or live_…)'],
    ],
  ])('refuses %s', (_case, env, problems) => {
    expect(problemsOf(env)).toEqual(problems);
  });

  it('fails closed in production without Lob unless SANDBOX_PROVIDERS names post', () => {
    const production = { APP_ENV: 'production' };
    expect(problemsOf(production)).toContain(
      'LOB_API_KEY: is required when APP_ENV=production (or name post in SANDBOX_PROVIDERS)',
    );
    expect(problemsOf(production)).toContain(
      'LOB_FROM_ADDRESS_ID: is required when APP_ENV=production (or name post in SANDBOX_PROVIDERS)',
    );
    expect(problemsOf({ ...production, SANDBOX_PROVIDERS: 'post' }).filter((line) => line.startsWith('LOB'))).toEqual(
      [],
    );
  });
});
