import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.js';
import { loadConfig } from '../config/config.js';

// Decision 058, docs/operations.md "Errors and outages": a client that aborts its request is logged as
// an abort at info and counted as 499, never as "database unavailable" nor as a 503 in the metrics.
const lines: string[] = [];
let built: BuiltApp;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-abort-'));
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JOB_POLL_INTERVAL_MS: '0',
  });
  built = await buildApp({ config, logger: { stream: { write: (line) => lines.push(line) } } });
  // A route that reads its body as a stream, as an upload does.
  built.app.addContentTypeParser('application/x-abort-test', (_request, _payload, done) => done(null, undefined));
  built.app.post('/test/read-body', async (request) => {
    for await (const chunk of request.raw) void chunk;
    return { read: true };
  });
  const address = await built.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await built.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string });

async function abortMidBody(): Promise<void> {
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /test/read-body HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-abort-test\r\n' +
          'Content-Length: 100000\r\n\r\nthe first bytes of a long upload',
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 50);
    });
  });
  const deadline = Date.now() + 3000;
  while (!logged().some((line) => line.msg === 'request aborted by the client') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a request the client aborts', () => {
  it('is logged as an abort at info, never as a database fault, and is not a 503 in the metrics', async () => {
    await abortMidBody();
    const aborts = logged().filter((line) => line.msg === 'request aborted by the client');
    expect(aborts).toHaveLength(1);
    expect(aborts[0]?.level).toBe(30);
    expect(logged().filter((line) => /database unavailable/.test(line.msg))).toEqual([]);
    expect(logged().filter((line) => line.level >= 40)).toEqual([]);

    const metrics = (await built.app.inject({ method: 'GET', url: '/metrics' })).body;
    const series = metrics.split('\n').filter((line) => line.includes('route="/test/read-body"'));
    expect(series.some((line) => line.includes('status_code="503"'))).toBe(false);
    expect(series.some((line) => line.includes('status_code="499"'))).toBe(true);
  });

  it('a finished request on the same route still answers 200', async () => {
    const response = await built.app.inject({
      method: 'POST',
      url: '/test/read-body',
      headers: { 'content-type': 'application/x-abort-test' },
      payload: 'a whole body',
    });
    expect(response.statusCode).toBe(200);
  });
});
