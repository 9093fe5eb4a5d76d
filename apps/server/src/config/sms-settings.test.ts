import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** Text messages' settings (decision 074): Twilio with all three, the sandbox with none, and nothing between. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const accountSid = `AC${'a'.repeat(32)}`;
const messagingServiceSid = `MG${'b'.repeat(32)}`;
const twilio = {
  TWILIO_ACCOUNT_SID: accountSid,
  TWILIO_AUTH_TOKEN: 'a-twilio-auth-token',
  TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid,
};

describe('SMS settings', () => {
  it('defaults to the sandbox, Twilio production URL and a 10 s timeout', () => {
    const config = loadConfig({});
    expect(config.sms).toEqual({ twilio: undefined, url: 'https://api.twilio.com', timeoutMs: 10_000 });
    expect(config.providers.modes.sms).toBe('sandbox');
  });

  it('reads Twilio with all three settings, the URL without its trailing slash', () => {
    const config = loadConfig({ ...twilio, TWILIO_API_URL: 'http://127.0.0.1:4999/', SMS_TIMEOUT_MS: '2500' });
    expect(config.sms).toEqual({
      twilio: { accountSid, authToken: 'a-twilio-auth-token', messagingServiceSid },
      url: 'http://127.0.0.1:4999',
      timeoutMs: 2500,
    });
    expect(config.providers.modes.sms).toBe('real');
  });

  it.each([
    [
      'an account SID alone',
      { TWILIO_ACCOUNT_SID: accountSid },
      [
        'TWILIO_AUTH_TOKEN: is required with TWILIO_ACCOUNT_SID (without all three the sandbox sends the texts)',
        'TWILIO_MESSAGING_SERVICE_SID: is required with TWILIO_ACCOUNT_SID (without all three the sandbox sends the texts)',
      ],
    ],
    [
      'no Messaging Service',
      { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: 'a-twilio-auth-token' },
      [
        'TWILIO_MESSAGING_SERVICE_SID: is required with TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN (without all three the sandbox sends the texts)',
      ],
    ],
    [
      'an account SID that is not one',
      { ...twilio, TWILIO_ACCOUNT_SID: 'AC123' },
      ['TWILIO_ACCOUNT_SID: must be a Twilio account SID (AC and 32 hex digits) (got "AC123")'],
    ],
    [
      'a Messaging Service SID that is a phone number',
      { ...twilio, TWILIO_MESSAGING_SERVICE_SID: '+12025550143' },
      [
        'TWILIO_MESSAGING_SERVICE_SID: must be a Twilio Messaging Service SID (MG and 32 hex digits) (got "+12025550143")',
      ],
    ],
  ])('refuses %s', (_case, env, problems) => {
    expect(problemsOf(env)).toEqual(problems);
  });

  it('refuses the sandbox in production unless SANDBOX_PROVIDERS names sms', () => {
    const production = { APP_ENV: 'production' };
    expect(problemsOf(production)).toContain(
      'TWILIO_ACCOUNT_SID: is required when APP_ENV=production (or name sms in SANDBOX_PROVIDERS)',
    );
    expect(problemsOf({ ...production, SANDBOX_PROVIDERS: 'sms' }).filter((line) => line.startsWith('TWILIO'))).toEqual(
      [],
    );
  });
});
