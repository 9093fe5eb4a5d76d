// The real server as a child process on 127.0.0.1 and a free port, for benchmarks
// that drive it from outside (a browser). Same environment as the e2e servers
// (playwright.config.ts): embedded PGlite in a temporary folder, sandbox providers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const host = '127.0.0.1';
const repoRoot = path.resolve(import.meta.dirname, '..');
const startTimeoutMs = 90_000;

export interface ServerProcess {
  origin: string;
  /** Stops this child only (SIGTERM by PID, SIGKILL after 10 s) and removes its data folder. */
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(child: ChildProcess, origin: string, stderr: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before answering:\n${stderr()}`);
    const healthy = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/healthz within ${startTimeoutMs / 1000} s:\n${stderr()}`);
}

export async function startServer(): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://${host}:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      // Empty means unset: embedded PGlite, the mailbox transport, local storage, the Plaid sandbox.
      DATABASE_URL: '',
      SMTP_URL: '',
      S3_BUCKET: '',
      PLAID_CLIENT_ID: '',
      PLAID_SECRET: '',
      RATE_LIMIT_IP_SCALE: '50',
    },
  });
  let stderrText = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderrText = (stderrText + chunk).slice(-4_000);
  });
  const stop = async (): Promise<void> => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, origin, () => stderrText);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
