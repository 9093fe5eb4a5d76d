import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { describe, expect, it } from 'vitest';
import { createErrorFormatter } from './format-error.js';

interface Logged {
  level: 'info' | 'warn' | 'error';
  message: string;
}

const withCode = (message: string, code: string, syscall?: string) =>
  Object.assign(new Error(message), { code, ...(syscall ? { syscall } : {}) });

/** Runs the formatter over one resolver error, with the client's connection still open or already gone. */
function format(original: Error, clientGone: boolean) {
  const logged: Logged[] = [];
  const record = (level: Logged['level']) => (_details: unknown, message: string) => logged.push({ level, message });
  const log = { info: record('info'), warn: record('warn'), error: record('error') };
  const reply = {
    log,
    header: () => undefined,
    raw: { destroyed: clientGone, writableFinished: false },
    request: { raw: { destroyed: clientGone } },
  };
  const formatter = createErrorFormatter({ log } as unknown as FastifyInstance, { hideSuggestions: false });
  const error = new GraphQLError(original.message, { originalError: original });
  const { statusCode } = formatter({ data: null, errors: [error] }, { reply } as unknown as MercuriusContext);
  return { logged, statusCode };
}

// docs/operations.md "Errors and outages", decision 058: a client that went away mid-request is an abort,
// logged at info in words; a fault of ours stays an error and the database's stays a warning.
describe('what the GraphQL error formatter logs', () => {
  it.each([
    [
      'a stream closed early (Premature close), wrapped by the executor',
      new GraphQLError('Premature close', { originalError: withCode('Premature close', 'ERR_STREAM_PREMATURE_CLOSE') }),
      true,
      'info',
      499,
    ],
    [
      'the answer could not be written: the client had gone (write EPIPE)',
      withCode('write EPIPE', 'EPIPE', 'write'),
      true,
      'info',
      499,
    ],
    [
      'the connection reset by the client that had gone (read ECONNRESET)',
      withCode('read ECONNRESET', 'ECONNRESET', 'read'),
      true,
      'info',
      499,
    ],
    [
      'our socket to the database reset while the client waits',
      withCode('read ECONNRESET', 'ECONNRESET', 'read'),
      false,
      'warn',
      503,
    ],
    ['a bug while the client waits', new TypeError('x is undefined'), false, 'error', 200],
    ['a bug, even if the client has gone since', new TypeError('x is undefined'), true, 'error', 200],
  ] as const)('%s', (_case, original, clientGone, level, status) => {
    const { logged, statusCode } = format(original, clientGone);
    expect(logged.map((line) => line.level)).toEqual([level]);
    if (level === 'info') expect(logged[0]?.message).toMatch(/^graphql request aborted by the client: /);
    expect(statusCode).toBe(status);
  });
});
