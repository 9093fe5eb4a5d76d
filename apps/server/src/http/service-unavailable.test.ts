import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isClientAbort, isServiceUnavailable } from './service-unavailable.js';

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

/** The error Node's http gives a handler reading the body of a request whose client went away. */
async function realClientAbort(): Promise<unknown> {
  return new Promise((resolve) => {
    const server = http.createServer((request) => {
      request.on('data', () => undefined);
      request.on('end', () => resolve(null));
      request.on('error', (error) => resolve(error));
      request.on('close', () => server.close());
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nthe first bytes');
        setTimeout(() => socket.destroy(), 20);
      });
    });
  });
}

/** The error our own socket gets when the far end (a database) resets the connection. */
async function realResetByServer(): Promise<unknown> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => socket.resetAndDestroy());
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const client = net.connect(port, '127.0.0.1', () => client.write('startup'));
      client.on('error', (error) => {
        resolve(error);
        server.close();
      });
    });
  });
}

// Decision 058: a client that aborts is an abort, never a database fault; the database's own reset still is one.
describe('a client abort and a database reset, with real error objects', () => {
  it.each([
    ['the client went away mid-body (Node http: aborted, ECONNRESET)', realClientAbort, true, false],
    ['the same, wrapped in a cause', async () => wrapped(await realClientAbort()), true, false],
    ['our socket to the database reset (read/connect ECONNRESET)', realResetByServer, false, true],
    ['the same, wrapped by the query builder', async () => wrapped(await realResetByServer()), false, true],
    ['a stream piped from the request closed early', async () => withCode('ERR_STREAM_PREMATURE_CLOSE'), true, false],
  ])('%s', async (_case, make, abort, unavailable) => {
    const error = await make();
    expect(error).toBeInstanceOf(Error);
    expect(isClientAbort(error)).toBe(abort);
    expect(isServiceUnavailable(error)).toBe(unavailable);
  });
});
