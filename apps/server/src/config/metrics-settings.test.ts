import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// docs/operations.md "Metrics and alerts": METRICS_TOKEN and METRICS_PORT.
const token = 'x'.repeat(32);

describe('metrics settings', () => {
  it.each([
    ['neither', {}, { token: undefined, port: undefined }],
    ['a token', { METRICS_TOKEN: token }, { token, port: undefined }],
    ['a port', { METRICS_PORT: '9464' }, { token: undefined, port: 9464 }],
    ['both', { METRICS_TOKEN: token, METRICS_PORT: '9464' }, { token, port: 9464 }],
  ])('reads %s', (_case, env, expected) => {
    expect(loadConfig(env).metrics).toEqual(expected);
  });

  it.each([
    ['a token shorter than 32 characters', { METRICS_TOKEN: 'x'.repeat(31) }, /METRICS_TOKEN: must be at least 32/],
    ['a port that is not one', { METRICS_PORT: '70000' }, /METRICS_PORT/],
    ['the app port', { PORT: '3000', METRICS_PORT: '3000' }, /METRICS_PORT: must differ from PORT/],
  ])('refuses %s', (_case, env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(problem);
  });
});
