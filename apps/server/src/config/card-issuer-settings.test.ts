import { describe, expect, it } from 'vitest';
import { lithicStandInWebhookSecret } from '../testing/stand-ins/lithic-stand-in.js';
import { ConfigError, loadConfig } from './config.js';

/** The card issuer's settings (decision 045): Lithic with its API key and whsec_ secret, else the sandbox. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('card issuer settings', () => {
  it('defaults to no API key (the sandbox), Lithic production URL and a 10 s timeout', () => {
    expect(loadConfig({}).cardIssuer).toEqual({ apiKey: undefined, url: 'https://api.lithic.com', timeoutMs: 10_000 });
  });

  it('reads Lithic settings, the URL without its trailing slash', () => {
    const config = loadConfig({
      CARD_ISSUER_API_KEY: 'key',
      CARD_ISSUER_WEBHOOK_SECRET: lithicStandInWebhookSecret,
      CARD_ISSUER_URL: 'https://sandbox.lithic.com/',
      CARD_ISSUER_TIMEOUT_MS: '2500',
    });
    expect(config.cardIssuer).toEqual({ apiKey: 'key', url: 'https://sandbox.lithic.com', timeoutMs: 2500 });
  });

  it.each([
    [
      'an API key without a webhook secret',
      { CARD_ISSUER_API_KEY: 'key' },
      "CARD_ISSUER_WEBHOOK_SECRET: is required with CARD_ISSUER_API_KEY (the event subscription's whsec_ signing secret)",
    ],
    [
      'an API key with a secret of the sandbox scheme',
      { CARD_ISSUER_API_KEY: 'key', CARD_ISSUER_WEBHOOK_SECRET: 'x'.repeat(40) },
      "CARD_ISSUER_WEBHOOK_SECRET: must be Lithic's whsec_<base64> signing secret when CARD_ISSUER_API_KEY is set",
    ],
    [
      'a whsec_ secret whose rest is not base64',
      { CARD_ISSUER_API_KEY: 'key', CARD_ISSUER_WEBHOOK_SECRET: `whsec_${'!'.repeat(30)}` },
      "CARD_ISSUER_WEBHOOK_SECRET: must be Lithic's whsec_<base64> signing secret when CARD_ISSUER_API_KEY is set",
    ],
    ['a URL that is none', { CARD_ISSUER_URL: 'lithic' }, 'CARD_ISSUER_URL: Invalid URL'],
    ['a timeout under 100 ms', { CARD_ISSUER_TIMEOUT_MS: '50' }, 'CARD_ISSUER_TIMEOUT_MS'],
  ])('refuses %s', (_case, env, problem) => {
    expect(problemsOf(env).some((entry) => entry.startsWith(problem))).toBe(true);
  });
});
