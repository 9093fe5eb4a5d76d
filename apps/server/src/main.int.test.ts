import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const mainFile = path.resolve(import.meta.dirname, 'main.ts');
const started: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, deadlineMs: number): Promise<Response> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      return await fetch(`http://127.0.0.1:${port}/healthz`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('server did not come up');
}

describe('main.ts', () => {
  it('refuses to start on bad configuration, naming the variable', async () => {
    const server = start({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: .*\(got "not-a-port"\)/);
  });

  it('refuses to start in production without secrets', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-main-'));
    dirs.push(dataDir);
    const server = start({ APP_ENV: 'production', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/SESSION_SECRET: is required/);
  });

  it('serves, then shuts down cleanly on SIGTERM and starts again on the same data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, APP_ENV: 'test' };

    // A drain, as behind a load balancer: /healthz turns 503 before the listener closes (decision 059).
    const first = start({ ...env, SHUTDOWN_DRAIN_MS: '2000' });
    expect((await waitForHealth(port, 90_000)).status).toBe(200);
    first.child.kill('SIGTERM');
    let draining: Response | undefined;
    for (let attempt = 0; attempt < 20 && draining?.status !== 503; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      draining = await fetch(`http://127.0.0.1:${port}/healthz`);
    }
    expect(await draining?.json()).toMatchObject({ status: 'draining', database: { state: 'up' } });
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/shutting down/);
    expect(first.output()).toMatch(/shut down cleanly/);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

    // The embedded database was closed properly: it opens again with the same keys.
    const second = start(env);
    const health = await waitForHealth(port, 90_000);
    expect(await health.json()).toMatchObject({ database: { state: 'up', driver: 'pglite' } });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
