import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { onfidoUsRegionUrl } from './document-check-settings.js';
import { sentilinkProductionUrl } from './risk-score-settings.js';

// The risk score's and document check's settings (docs/decisions/041-risk-score-and-document-check-vendors.md).

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ APP_ENV: 'test', ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('identity risk score settings', () => {
  it('none set: no credentials, SentiLink production URL, 750, 4 s', () => {
    expect(loadConfig({ APP_ENV: 'test' }).riskScore).toEqual({
      accountId: undefined,
      token: undefined,
      url: sentilinkProductionUrl,
      declineAt: 750,
      timeoutMs: 4_000,
    });
  });

  it('every setting read', () => {
    const env = {
      RISK_SCORE_ACCOUNT_ID: 'account',
      RISK_SCORE_TOKEN: 'token',
      RISK_SCORE_URL: 'http://127.0.0.1:4020',
      RISK_SCORE_DECLINE_AT: '800',
      RISK_SCORE_TIMEOUT_MS: '2500',
    };
    expect(loadConfig({ APP_ENV: 'test', ...env }).riskScore).toEqual({
      accountId: 'account',
      token: 'token',
      url: 'http://127.0.0.1:4020',
      declineAt: 800,
      timeoutMs: 2_500,
    });
  });

  it.each([
    [{ RISK_SCORE_ACCOUNT_ID: 'account' }, 'RISK_SCORE_TOKEN: is required with the other RISK_SCORE_ settings'],
    [{ RISK_SCORE_TOKEN: 'token' }, 'RISK_SCORE_ACCOUNT_ID: is required with the other RISK_SCORE_ settings'],
    [{ RISK_SCORE_URL: 'not a url' }, 'RISK_SCORE_URL:'],
    [{ RISK_SCORE_DECLINE_AT: '0' }, 'RISK_SCORE_DECLINE_AT:'],
    [{ RISK_SCORE_DECLINE_AT: '1000' }, 'RISK_SCORE_DECLINE_AT:'],
    [{ RISK_SCORE_TIMEOUT_MS: '99' }, 'RISK_SCORE_TIMEOUT_MS:'],
    [{ RISK_SCORE_TIMEOUT_MS: '30001' }, 'RISK_SCORE_TIMEOUT_MS:'],
  ])('%o is refused', (env, problem) => {
    expect(problemsOf(env).join('\n')).toContain(problem);
  });
});

describe('document check settings', () => {
  it('none set: no token, Onfido US region, 60 s', () => {
    expect(loadConfig({ APP_ENV: 'test' }).documentCheck).toEqual({
      apiToken: undefined,
      url: onfidoUsRegionUrl,
      timeoutMs: 60_000,
    });
  });

  it('every setting read', () => {
    const env = {
      DOCUMENT_CHECK_API_TOKEN: 'token',
      DOCUMENT_CHECK_URL: 'https://api.eu.onfido.com',
      DOCUMENT_CHECK_TIMEOUT_MS: '20000',
    };
    expect(loadConfig({ APP_ENV: 'test', ...env }).documentCheck).toEqual({
      apiToken: 'token',
      url: 'https://api.eu.onfido.com',
      timeoutMs: 20_000,
    });
  });

  it.each([
    [{ DOCUMENT_CHECK_URL: 'not a url' }, 'DOCUMENT_CHECK_URL:'],
    [{ DOCUMENT_CHECK_TIMEOUT_MS: '999' }, 'DOCUMENT_CHECK_TIMEOUT_MS:'],
    [{ DOCUMENT_CHECK_TIMEOUT_MS: '300001' }, 'DOCUMENT_CHECK_TIMEOUT_MS:'],
  ])('%o is refused', (env, problem) => {
    expect(problemsOf(env).join('\n')).toContain(problem);
  });
});
