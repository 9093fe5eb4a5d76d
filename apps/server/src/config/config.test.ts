import { describe, expect, it } from 'vitest';
import { productionProviderSettings } from '../testing/production-settings.js';
import { ConfigError, loadConfig } from './config.js';

const key = Buffer.alloc(32, 1).toString('base64');
const bureau = productionProviderSettings;
const production = { APP_ENV: 'production', SESSION_SECRET: key, ENCRYPTION_KEY: key, ...bureau };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, appEnv: 'development', databaseUrl: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('defaults the session timeouts to product-rules#session-limits: 15 minutes idle, 4 hours at most', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleSeconds: 15 * 60, sessionMaxSeconds: 4 * 60 * 60 });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/app',
      DATA_DIR: '/var/lib/waypoint',
      APP_ENV: 'production',
      SESSION_SECRET: key,
      ENCRYPTION_KEY: key,
      ...productionProviderSettings,
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@127.0.0.1:5432/app',
      dataDir: '/var/lib/waypoint',
      appEnv: 'production',
    });
  });

  it.each([
    ['PORT that is not a number', { PORT: 'abc' }, /^PORT: .*\(got "abc"\)/],
    ['PORT out of range', { PORT: '70000' }, /^PORT: /],
    ['unknown APP_ENV', { APP_ENV: 'staging' }, /^APP_ENV: .*\(got "staging"\)/],
    ['DATABASE_URL that is not Postgres', { DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must be a postgres/],
    [
      'production without SESSION_SECRET',
      { APP_ENV: 'production', ENCRYPTION_KEY: key },
      /^SESSION_SECRET: is required when APP_ENV=production/,
    ],
    [
      'production without ENCRYPTION_KEY',
      { APP_ENV: 'production', SESSION_SECRET: key },
      /^ENCRYPTION_KEY: is required/,
    ],
    ['a key that is too short', { ENCRYPTION_KEY: 'c2hvcnQ=' }, /^ENCRYPTION_KEY: must be at least 32 bytes/],
    ['an S3 key id without its secret', { S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'id' }, /^S3_SECRET_ACCESS_KEY: /],
    ['an S3 endpoint without a bucket', { S3_ENDPOINT: 'http://127.0.0.1:9000' }, /^S3_BUCKET: is required/],
    ['an upload limit that is not a number', { UPLOAD_MAX_BYTES: 'ten' }, /^UPLOAD_MAX_BYTES: /],
    ['a sign-in slowdown step over 5 s', { LOGIN_SLOWDOWN_MS: '9000' }, /^LOGIN_SLOWDOWN_MS: /],
    [
      'production without the credit bureau',
      { APP_ENV: 'production', SESSION_SECRET: key, ENCRYPTION_KEY: key },
      /^CREDIT_BUREAU_URL: is required when APP_ENV=production/,
    ],
    [
      'production with a credit bureau setting missing',
      { ...production, CREDIT_BUREAU_SUBSCRIBER_CODE: '' },
      /^CREDIT_BUREAU_SUBSCRIBER_CODE: is required when APP_ENV=production/,
    ],
    [
      'a credit bureau client id alone',
      { CREDIT_BUREAU_CLIENT_ID: 'id' },
      /^CREDIT_BUREAU_CLIENT_SECRET: is required with the other CREDIT_BUREAU_ settings/,
    ],
    ['a credit bureau URL that is not a URL', { ...bureau, CREDIT_BUREAU_URL: 'bureau' }, /^CREDIT_BUREAU_URL: /],
    [
      'production without the help desk signing key',
      { ...production, HELP_DESK_SIGNING_KEY: '' },
      /^HELP_DESK_SIGNING_KEY: is required when APP_ENV=production/,
    ],
    [
      'a help desk key that is no PEM',
      { HELP_DESK_SIGNING_KEY: 'secret-ish' },
      /^HELP_DESK_SIGNING_KEY: must be a PKCS8 PEM P-256/,
    ],
    ['a credit bureau timeout under 100 ms', { CREDIT_BUREAU_TIMEOUT_MS: '99' }, /^CREDIT_BUREAU_TIMEOUT_MS: /],
    ['a credit bureau timeout over 2 minutes', { CREDIT_BUREAU_TIMEOUT_MS: '120001' }, /^CREDIT_BUREAU_TIMEOUT_MS: /],
  ])('stops on %s, naming the variable', (_case, env, message) => {
    const problems = problemsOf(env);
    expect(problems.some((problem) => message.test(problem))).toBe(true);
  });

  it('never echoes a wrong help desk key, and takes a one-line PEM', () => {
    expect(problemsOf({ HELP_DESK_SIGNING_KEY: 'secret-ish' }).join('\n')).not.toContain('secret-ish');
    expect(loadConfig(production).helpDeskSigningKey).toBe(productionProviderSettings.HELP_DESK_SIGNING_KEY);
  });

  it('uses local uploads with a 10 MB limit unless S3 is set', () => {
    expect(loadConfig({})).toMatchObject({ uploadMaxBytes: 10 * 1024 * 1024, s3: undefined });
    const config = loadConfig({
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      UPLOAD_MAX_BYTES: '2048',
    });
    expect(config).toMatchObject({
      uploadMaxBytes: 2048,
      s3: {
        bucket: 'docs',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
  });

  it('uses the sandbox credit bureau unless its settings are set (decision 026)', () => {
    expect(loadConfig({}).creditBureau).toEqual({
      url: undefined,
      clientId: undefined,
      clientSecret: undefined,
      username: undefined,
      password: undefined,
      subscriberCode: undefined,
      timeoutMs: 10_000,
    });
    expect(loadConfig({ ...bureau, CREDIT_BUREAU_TIMEOUT_MS: '100' }).creditBureau).toEqual({
      url: 'https://bureau.invalid',
      clientId: 'test-client',
      clientSecret: 'test-secret',
      username: 'test-user',
      password: 'test-password',
      subscriberCode: '1234567',
      timeoutMs: 100,
    });
  });

  it('a production config with every setting starts', () => {
    expect(problemsOf(production)).toEqual([]);
  });

  it('lists every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', APP_ENV: 'y' })).toHaveLength(2);
  });
});

describe('TRUST_PROXY (docs/operations.md "Client addresses")', () => {
  it.each([
    ['unset: off', {}, false],
    [
      'unset in production too',
      { APP_ENV: 'production', SESSION_SECRET: key, ENCRYPTION_KEY: key, ...productionProviderSettings },
      false,
    ],
    ['false', { TRUST_PROXY: 'false' }, false],
    ['0 hops', { TRUST_PROXY: '0' }, false],
    ['a hop count', { TRUST_PROXY: '1' }, 1],
    ['one address', { TRUST_PROXY: '10.0.0.5' }, ['10.0.0.5']],
    [
      'a list of CIDRs and addresses',
      { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1/128' },
      ['10.0.0.0/8', '127.0.0.1', '::1/128'],
    ],
  ])('reads %s', (_case, env, expected) => {
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it.each([
    ['true (would trust every client)', 'true'],
    ['a name', 'proxy.internal'],
    ['a prefix too long', '10.0.0.0/33'],
    ['an IPv6 prefix too long', '::1/129'],
    ['a negative count', '-1'],
    ['an empty entry', '10.0.0.1,'],
  ])('stops on %s, naming TRUST_PROXY', (_case, value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: must be false, a hop count/),
    ]);
  });
});

describe('JOB_POLL_INTERVAL_MS (docs/operations.md "Jobs")', () => {
  it.each([
    ['unset polls every second', undefined, 1000],
    ['0 runs no background jobs', '0', 0],
    ['the runner polls at most every 500 ms', '500', 500],
  ])('%s', (_rule, value, expected) => {
    expect(loadConfig(value === undefined ? {} : { JOB_POLL_INTERVAL_MS: value }).jobPollIntervalMs).toBe(expected);
  });

  it.each(['200', '-1', '60001', 'soon'])('refuses %s, naming the variable', (value) => {
    expect(problemsOf({ JOB_POLL_INTERVAL_MS: value }).join('\n')).toMatch(/JOB_POLL_INTERVAL_MS/);
  });
});

describe('a refusal never echoes a secret', () => {
  it.each([
    ['SESSION_SECRET', 'short'],
    ['METRICS_TOKEN', 'short'],
    ['DATABASE_URL', 'mysql://user:hunter2@db'],
    ['SMTP_URL', 'http://user:hunter2@mail'],
  ])('%s', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems.find((problem) => problem.startsWith(`${name}:`))).toBeDefined();
    expect(problems.join('\n')).not.toContain(value);
  });

  it('still echoes a setting that is no secret', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: .*\(got "eighty"\)/);
  });
});
