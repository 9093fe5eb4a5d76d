import { describe, expect, it } from 'vitest';
import { productionProviderSettings } from '../testing/production-settings.js';
import { ConfigError, loadConfig } from './config.js';

// docs/operations.md "User-v2 endpoint": USER_V2_URL, optional, https in production.
const key = Buffer.alloc(32, 1).toString('base64');
const production = {
  APP_ENV: 'production',
  SESSION_SECRET: key,
  ENCRYPTION_KEY: key,
  ...productionProviderSettings,
};

describe('user-v2 endpoint setting', () => {
  it.each([
    ['unset', {}, undefined],
    [
      'an https address',
      { USER_V2_URL: 'https://api.waypoint.example/user-v2' },
      'https://api.waypoint.example/user-v2',
    ],
    [
      'a trailing slash dropped',
      { USER_V2_URL: 'https://api.waypoint.example/user-v2/' },
      'https://api.waypoint.example/user-v2',
    ],
    ['http outside production', { USER_V2_URL: 'http://127.0.0.1:4000/user-v2' }, 'http://127.0.0.1:4000/user-v2'],
    ['empty as unset', { USER_V2_URL: '' }, undefined],
  ])('reads %s', (_case, env, expected) => {
    expect(loadConfig(env).userV2).toEqual({ url: expected });
  });

  it('reads an https address in production', () => {
    expect(loadConfig({ ...production, USER_V2_URL: 'https://api.waypoint.example/user-v2' }).userV2.url).toBe(
      'https://api.waypoint.example/user-v2',
    );
  });

  it.each([
    ['not a URL', { USER_V2_URL: 'user-v2' }, /USER_V2_URL/],
    ['another scheme', { USER_V2_URL: 'ftp://api.waypoint.example/user-v2' }, /USER_V2_URL: must be an http/],
    [
      'a password in the address',
      { USER_V2_URL: 'https://app:hunter2@api.waypoint.example/user-v2' },
      /USER_V2_URL: must not carry/,
    ],
    [
      'http in production',
      { ...production, USER_V2_URL: 'http://api.waypoint.example/user-v2' },
      /USER_V2_URL: must be an https/,
    ],
  ])('refuses %s', (_case, env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(problem);
  });

  it('never echoes a refused address that carries a password', () => {
    expect(() => loadConfig({ USER_V2_URL: 'https://app:hunter2@api.waypoint.example/user-v2' })).not.toThrow(
      /hunter2/,
    );
  });
});
