import http from 'node:http';
import net from 'node:net';
import type { FuzzRequest } from './fuzz-request.js';

export interface FuzzResponse {
  /** The HTTP status, or 0 when the server closed or the request could not be sent. */
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** Why no status came back (a socket error, a timeout). */
  failure?: string;
}

// Only loopback: the fuzzer attacks our own server, never anything else.
const loopback = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
// Enough of a body to find an error code in; a downloaded page needs no more.
const maxBodyBytes = 64 * 1024;

export function assertLoopback(baseUrl: URL): void {
  if (!loopback.has(baseUrl.hostname)) throw new Error(`The fuzzer only targets loopback, not ${baseUrl.hostname}`);
}

export function createTransport(baseUrl: URL, timeoutMs: number) {
  assertLoopback(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const port = Number(baseUrl.port || 80);

  function viaHttp(request: FuzzRequest, extraHeaders: Record<string, string>, fresh = false): Promise<FuzzResponse> {
    return new Promise((resolve) => {
      let settled = false;
      const done = (response: FuzzResponse) => {
        if (settled) return;
        settled = true;
        resolve(response);
      };
      let outgoing: http.ClientRequest;
      try {
        outgoing = http.request({
          host: baseUrl.hostname,
          port,
          method: request.method,
          path: request.path,
          headers: { ...request.headers, ...extraHeaders },
          agent: fresh ? false : agent,
          timeout: timeoutMs,
        });
      } catch (error) {
        // The client itself refuses some hostile headers or paths; nothing reached the server.
        done({ status: -1, body: '', headers: {}, failure: `not sent: ${(error as Error).message}` });
        return;
      }
      outgoing.on('response', (incoming) => {
        const chunks: Buffer[] = [];
        let length = 0;
        incoming.on('data', (chunk: Buffer) => {
          if (length < maxBodyBytes) chunks.push(chunk);
          length += chunk.length;
        });
        incoming.on('end', () =>
          done({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', () => done({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: '' }));
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (error) => done({ status: 0, body: '', headers: {}, failure: error.message }));
      outgoing.end(request.body);
    });
  }

  function viaSocket(raw: Buffer): Promise<FuzzResponse> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      const socket = net.connect({ host: baseUrl.hostname, port });
      const finish = (failure?: string) => {
        socket.destroy();
        const text = Buffer.concat(chunks).toString('latin1');
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
        resolve({
          status,
          body: text.slice(text.indexOf('\r\n\r\n') + 4),
          headers: {},
          ...(status ? {} : { failure: failure ?? 'closed without an answer' }),
        });
      };
      socket.setTimeout(timeoutMs, () => finish('timeout'));
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => finish());
      socket.on('error', (error) => finish(error.message));
      socket.on('connect', () => socket.end(raw));
    });
  }

  // A kept-alive socket the server closed after its last answer (a 413 ends the connection)
  // fails the next request on it before the server sees it: that one is sent again on a new socket.
  async function viaHttpOnce(request: FuzzRequest, extraHeaders: Record<string, string>): Promise<FuzzResponse> {
    const response = await viaHttp(request, extraHeaders);
    if (response.status !== 0 || !/socket hang up|ECONNRESET|EPIPE/.test(response.failure ?? '')) return response;
    return viaHttp(request, extraHeaders, true);
  }

  return {
    send: (request: FuzzRequest, extraHeaders: Record<string, string> = {}) =>
      request.raw ? viaSocket(request.raw) : viaHttpOnce(request, extraHeaders),
    close: () => agent.destroy(),
  };
}

export type FuzzTransport = ReturnType<typeof createTransport>;
