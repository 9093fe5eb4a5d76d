import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The Plaid settings (config/plaid-settings.ts, decisions 011 and 039), as the server reads them at start. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const keys = { PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' };

describe('the Plaid settings', () => {
  it.each([
    { case: 'nothing set', env: {}, plaid: { clientId: undefined, environment: 'sandbox', apiUrl: undefined } },
    {
      case: 'keys for Plaid production',
      env: { ...keys, PLAID_ENV: 'production' },
      plaid: { clientId: 'client', secret: 'secret', environment: 'production', apiUrl: undefined },
    },
    {
      case: "a stand-in's URL (its trailing slash dropped)",
      env: { ...keys, PLAID_API_URL: 'http://127.0.0.1:4010/' },
      plaid: { apiUrl: 'http://127.0.0.1:4010', timeoutMs: 10_000 },
    },
  ])('reads $case', ({ env, plaid }) => {
    expect(loadConfig(env).plaid).toMatchObject(plaid);
  });

  it.each<{ case: string; env: Record<string, string>; problem: RegExp }>([
    { case: 'a client id without its secret', env: { PLAID_CLIENT_ID: 'client' }, problem: /^PLAID_SECRET: / },
    { case: 'a secret without its client id', env: { PLAID_SECRET: 'secret' }, problem: /^PLAID_CLIENT_ID: / },
    {
      case: 'an API URL that is no URL',
      env: { ...keys, PLAID_API_URL: 'plaid-stand-in' },
      problem: /^PLAID_API_URL: /,
    },
  ])('refuses $case', ({ env, problem }) => {
    expect(problemsOf(env)).toEqual([expect.stringMatching(problem)]);
  });
});
