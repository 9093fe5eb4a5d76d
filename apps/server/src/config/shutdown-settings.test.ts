import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// docs/operations.md "Shutdown", decision 059: SHUTDOWN_DRAIN_MS.

describe('shutdown settings', () => {
  it.each([
    ['the production default', {}, 5_000],
    ['no drain in tests', { APP_ENV: 'test' }, 0],
    ['a drain of its own', { SHUTDOWN_DRAIN_MS: '2000' }, 2_000],
    ['a drain in tests when asked', { APP_ENV: 'test', SHUTDOWN_DRAIN_MS: '1500' }, 1_500],
  ])('reads %s', (_case, env, drainMs) => {
    expect(loadConfig(env).shutdown).toEqual({ drainMs });
  });

  it.each([
    ['negative', '-1'],
    ['over a minute', '60001'],
    ['not a number', 'soon'],
  ])('refuses %s', (_case, value) => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: value })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
