import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './service-unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
// Drizzle's shape: its own error with the driver's in `cause`.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isServiceUnavailable', () => {
  it.each([
    ['connection refused (pg)', withCode('ECONNREFUSED')],
    ['connection refused to every address (AggregateError)', new AggregateError([withCode('ECONNREFUSED')])],
    ['server shut down by an administrator (57P01)', wrapped(withCode('57P01'))],
    ['server starting up (57P03)', wrapped(withCode('57P03'))],
    ['connection exception class 08 (08006)', wrapped(withCode('08006'))],
    ['too many connections (53300)', wrapped(withCode('53300'))],
    ['PGlite closed', wrapped(new Error('PGlite is closed'))],
    ['PGlite closing', new Error('PGlite is closing')],
    ['pg connection lost', wrapped(new Error('Connection terminated unexpectedly'))],
    ['pg pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('%s: unavailable', (_case, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError('x is undefined')],
    ['a constraint violation (23505)', wrapped(withCode('23505'))],
    ['invalid byte sequence (22021)', wrapped(withCode('22021'))],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    [
      'a cycle of causes',
      (() => {
        const error: Error & { cause?: unknown } = new Error('loop');
        error.cause = error;
        return error;
      })(),
    ],
  ])('%s: not unavailable', (_case, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });
});
