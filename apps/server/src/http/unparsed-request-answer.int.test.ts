import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { createHttpServer } from './create-http-server.js';
import { unparsedRequestAnswer } from './unparsed-request-answer.js';

// A request Node's parser cannot read is answered on the socket, and a HEAD's answer has no body
// (RFC 9110 section 9.3.2): a body there is read by the client as the start of the next answer.

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'waypoint-unparsed') });
  app = createHttpServer(config, false);
  app.all('/', async () => ({ ok: true }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await app.close();
});

/** Sends raw bytes and reads everything the server writes until it closes the connection. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
  });
}

const hugeHeader = `X-Huge: ${'h'.repeat(70_000)}\r\n`;
const body431 =
  '{"error":"Request Header Fields Too Large","message":"Exceeded maximum allowed HTTP header size","statusCode":431}';

describe('a request whose headers are too large to read', () => {
  it.each([
    ['HEAD: the status and headers only', 'HEAD', ''],
    ['GET: the JSON body too', 'GET', body431],
    ['POST: the JSON body too', 'POST', body431],
  ])('%s', async (_case, method, body) => {
    const answer = await exchange(`${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\n${hugeHeader}\r\n`);
    const [head, rest] = answer.split('\r\n\r\n');
    expect(head?.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body431)}`);
    expect(head).toContain('Connection: close');
    // Nothing after the headers but the body a GET would get, and for HEAD nothing at all.
    expect(rest).toBe(body);
  });

  it('a readable HEAD is still answered with headers only, and the connection kept for the next', async () => {
    const answer = await exchange(
      'HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer.match(/^HTTP\/1\.1 200 OK/gm)).toHaveLength(2);
    expect(answer.endsWith('{"ok":true}')).toBe(true);
  });
});

describe('the answer to an unreadable request', () => {
  it.each([
    [
      'headers too large',
      'HPE_HEADER_OVERFLOW',
      'GET / HTTP/1.1',
      'HTTP/1.1 431 Request Header Fields Too Large',
      true,
    ],
    ['a read timeout', 'ERR_HTTP_REQUEST_TIMEOUT', 'POST /x HTTP/1.1', 'HTTP/1.1 408 Request Timeout', true],
    ['a malformed request', 'HPE_INVALID_METHOD', 'G@T / HTTP/1.1', 'HTTP/1.1 400 Bad Request', true],
    [
      'a HEAD too large',
      'HPE_HEADER_OVERFLOW',
      'HEAD / HTTP/1.1',
      'HTTP/1.1 431 Request Header Fields Too Large',
      false,
    ],
    ['a HEAD timed out', 'ERR_HTTP_REQUEST_TIMEOUT', 'HEAD / HTTP/1.1', 'HTTP/1.1 408 Request Timeout', false],
    ['"head" in lower case is not HEAD', 'HPE_INVALID_METHOD', 'head / HTTP/1.1', 'HTTP/1.1 400 Bad Request', true],
    ['nothing received', undefined, undefined, 'HTTP/1.1 400 Bad Request', true],
  ])('%s', (_case, code, requestLine, statusLine, hasBody) => {
    const answer = unparsedRequestAnswer(
      code,
      requestLine === undefined ? undefined : Buffer.from(`${requestLine}\r\n`),
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head?.split('\r\n')[0]).toBe(statusLine);
    expect(head).toContain(`Content-Length: ${hasBody ? Buffer.byteLength(body ?? '') : ''}`);
    expect((body ?? '').length > 0).toBe(hasBody);
  });
});
