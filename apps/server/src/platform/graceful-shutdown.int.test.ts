import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { createReadiness, type Readiness } from '../modules/health/readiness.js';
import { freshDatabaseUrl } from '../testing/test-app.js';
import { createGracefulShutdown } from './graceful-shutdown.js';

// docs/operations.md "Shutdown", decision 059: a real listening server, drained then closed.

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The whole app on a database of its own, which it opens and so closes itself, with a route we hold open. */
async function listeningApp(
  onSlowAnswered: () => void = () => {},
): Promise<{ built: BuiltApp; readiness: Readiness; port: number; slowStarted: Promise<void>; releaseSlow(): void }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-shutdown-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const fresh = adminUrl ? await freshDatabaseUrl(adminUrl) : undefined;
  cleanups.push(async () => {
    await fresh?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // The job runner polls, as in production, so that stopping it is part of the shutdown.
    JOB_POLL_INTERVAL_MS: '1000',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
  });
  const readiness = createReadiness();
  const built = await buildApp({ config, readiness, logger: false });
  let releaseSlow = () => {};
  const released = new Promise<void>((resolve) => (releaseSlow = resolve));
  let markStarted = () => {};
  const slowStarted = new Promise<void>((resolve) => (markStarted = resolve));
  // A request that is still being answered when the shutdown starts.
  built.app.get('/test/slow', { onResponse: async () => onSlowAnswered() }, async () => {
    markStarted();
    await released;
    return { done: true };
  });
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(async () => {
    releaseSlow();
    await built.app.close();
  });
  const address = built.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return { built, readiness, port: address.port, slowStarted, releaseSlow };
}

function get(port: number, pathname: string, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    request.on('error', reject);
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('graceful shutdown', () => {
  it('drains (503 draining, connection: close), refuses new connections, finishes the request in flight, then stops jobs and the database', async () => {
    const order: string[] = [];
    const { built, readiness, port, slowStarted, releaseSlow } = await listeningApp(() =>
      order.push('slow request answered'),
    );
    const stopJobs = built.jobs.stop.bind(built.jobs);
    vi.spyOn(built.jobs, 'stop').mockImplementation(async () => {
      order.push('jobs stopped');
      await stopJobs();
    });
    const closeDatabase = built.database.close.bind(built.database);
    vi.spyOn(built.database, 'close').mockImplementation(async () => {
      order.push('database closed');
      await closeDatabase();
    });
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(async () => agent.destroy());

    const before = await get(port, '/healthz', agent);
    expect(before.status).toBe(200);
    expect(before.connection).toBe('keep-alive');

    const exits: number[] = [];
    const { shutdown } = createGracefulShutdown({
      app: built.app,
      readiness,
      drainMs: 700,
      exit: (code) => exits.push(code),
    });
    const slow = get(port, '/test/slow', agent);
    await slowStarted;

    const done = shutdown('SIGTERM');

    // Draining: still serving, on the kept-alive socket too, but saying it is leaving.
    const draining = await get(port, '/healthz', agent);
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toMatchObject({ status: 'draining', database: { state: 'up' } });
    expect(draining.connection).toBe('close');

    // After the drain the listener is closed while the slow request is still open.
    await waitFor('the listener to close', () =>
      get(port, '/healthz', false).then(
        () => false,
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      ),
    );
    expect(order).toEqual([]);

    releaseSlow();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    // It was in flight when the drain began: its socket ends with it.
    expect(answer.connection).toBe('close');

    expect(await done).toBe(0);
    expect(exits).toEqual([0]);
    expect(order).toEqual(['slow request answered', 'jobs stopped', 'database closed']);
  }, 60_000);

  it('exits 1 when closing outlasts its budget', async () => {
    const { built, readiness, port, slowStarted, releaseSlow } = await listeningApp();
    const exits: number[] = [];
    const { shutdown } = createGracefulShutdown({
      app: built.app,
      readiness,
      drainMs: 0,
      closeBudgetMs: 300,
      exit: (code) => exits.push(code),
    });
    const slow = get(port, '/test/slow', false);
    await slowStarted;
    expect(await shutdown('SIGTERM')).toBe(1);
    expect(exits).toEqual([1]);
    // A second signal does not start another sequence.
    expect(await shutdown('SIGINT')).toBe(1);
    expect(exits).toEqual([1]);
    releaseSlow();
    expect((await slow).status).toBe(200);
  }, 60_000);
});
