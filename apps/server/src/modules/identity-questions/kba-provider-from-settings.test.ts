import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { kbaProviderFromSettings } from './kba-provider-from-settings.js';
import { sandboxReferenceContents } from './sandbox-kba.js';

const decoySecret = Buffer.alloc(32, 7);
const facts = {
  street: '500 Congress Ave',
  city: 'Austin',
  zip: '78701',
  employerName: null,
  dob: '1994-05-17',
  ssnLastFour: '6789',
};

describe('the identity questions provider follows the settings', () => {
  it('no IDology user and password: the sandbox asks, never the network', async () => {
    const { identityQuestions } = loadConfig({ APP_ENV: 'test' });
    expect(identityQuestions.idology).toBeUndefined();
    const started = await kbaProviderFromSettings(identityQuestions, { decoySecret }).start('t-1', facts);
    expect(sandboxReferenceContents(started.reference).main).toContain('500 Congress Ave');
  });

  it('IDology user and password: the adapter asks the configured URL (nothing listens there, so it rejects)', async () => {
    const { identityQuestions } = loadConfig({
      APP_ENV: 'test',
      IDENTITY_QUESTIONS_URL: 'http://127.0.0.1:9/api/',
      IDENTITY_QUESTIONS_USERNAME: 'user',
      IDENTITY_QUESTIONS_PASSWORD: 'password',
    });
    expect(identityQuestions.idology).toEqual({
      url: 'http://127.0.0.1:9/api',
      username: 'user',
      password: 'password',
    });
    const provider = kbaProviderFromSettings(identityQuestions, { decoySecret });
    await expect(provider.start('t-1', { ...facts, firstName: 'Ana', lastName: 'Silva' })).rejects.toThrow();
  });
});
