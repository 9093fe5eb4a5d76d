import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { idologyProductionUrl } from './identity-questions-settings.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ APP_ENV: 'test', ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('identity questions settings (docs/decisions/042-identity-questions-vendor.md)', () => {
  it('none set: the sandbox', () => {
    expect(loadConfig({ APP_ENV: 'test' }).identityQuestions).toEqual({ idology: undefined });
  });

  it('user and password: IDology at its production URL unless another is given', () => {
    const credentials = { IDENTITY_QUESTIONS_USERNAME: 'user', IDENTITY_QUESTIONS_PASSWORD: 'secret' };
    expect(loadConfig({ APP_ENV: 'test', ...credentials }).identityQuestions.idology).toEqual({
      url: idologyProductionUrl,
      username: 'user',
      password: 'secret',
    });
    expect(
      loadConfig({ APP_ENV: 'test', ...credentials, IDENTITY_QUESTIONS_URL: 'http://127.0.0.1:4010' }).identityQuestions
        .idology?.url,
    ).toBe('http://127.0.0.1:4010');
  });

  it.each([
    [{ IDENTITY_QUESTIONS_USERNAME: 'user' }, 'IDENTITY_QUESTIONS_PASSWORD: is required with the other'],
    [{ IDENTITY_QUESTIONS_PASSWORD: 'secret' }, 'IDENTITY_QUESTIONS_USERNAME: is required with the other'],
    [{ IDENTITY_QUESTIONS_URL: 'http://127.0.0.1:4010' }, 'IDENTITY_QUESTIONS_URL: needs IDENTITY_QUESTIONS_USERNAME'],
    [
      { IDENTITY_QUESTIONS_URL: 'not a url', IDENTITY_QUESTIONS_USERNAME: 'u', IDENTITY_QUESTIONS_PASSWORD: 'p' },
      'IDENTITY_QUESTIONS_URL:',
    ],
  ])('refuses %j', (env, problem) => {
    expect(problemsOf(env).join('\n')).toContain(problem);
  });
});
