import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answers200, freePort, startProcess, waitUntil, type StartedProcess } from './child-processes.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const builtServer = path.join(repoRoot, 'apps/server/dist/main.js');

/** The built server (`npm run build -w @waypoint/server`), as production runs it (decision 044). */
export function buildServer(): void {
  try {
    execFileSync('npm', ['run', 'build', '-w', '@waypoint/server'], { cwd: repoRoot, stdio: 'pipe' });
  } catch (error) {
    // The build's own words say what broke; "Command failed" alone does not.
    const output = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`the server build failed:\n${String(output.stdout ?? '')}${String(output.stderr ?? '')}`);
  }
  if (!existsSync(builtServer)) throw new Error(`the server build left no ${builtServer}`);
}

/**
 * What every instance of one drill shares, as the instances of a real
 * deployment do: the database, the keys and the proxy they trust. Outside
 * production the keys would be generated per process, so they are handed in.
 */
export function sharedInstanceEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    APP_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'waypoint-drill-data-')),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'waypoint-drill-no-web-build'),
    SESSION_SECRET: randomBytes(32).toString('base64'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Every drill client comes from 127.0.0.1: the per-address limits are scaled so that
    // one address can stand for many applicants (docs/operations.md "Sign-in and reset limits").
    RATE_LIMIT_IP_SCALE: '1000',
    // No load balancer watches these instances unless a drill says so (rolling-restart sets its own drain).
    SHUTDOWN_DRAIN_MS: '0',
    ...extra,
  };
}

export interface WaypointInstance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  process: StartedProcess;
}

/** Starts one built server on a free loopback port and waits for its /healthz. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<WaypointInstance> {
  const chosenPort = port ?? (await freePort());
  // As `npm run start:prod` runs it (package.json, decision 098).
  const child = startProcess(name, process.execPath, ['--max-semi-space-size=8', '--enable-source-maps', builtServer], {
    cwd: repoRoot,
    env: { ...process.env, MALLOC_ARENA_MAX: '2', ...env, PORT: String(chosenPort), HOST: '127.0.0.1' },
  });
  const url = `http://127.0.0.1:${chosenPort}`;
  try {
    await waitUntil(`${name} /healthz`, () => answers200(`${url}/healthz`), 60_000);
  } catch (error) {
    await child.stop('SIGKILL');
    throw new Error(`${name} did not start: ${(error as Error).message}\n${child.tail()}`);
  }
  return { name, port: chosenPort, url, process: child };
}

/** Stops an instance the way an orchestrator does (SIGTERM) and starts it again on the same port. */
export async function restartInstance(instance: WaypointInstance, env: Record<string, string>): Promise<number> {
  const code = await instance.process.stop('SIGTERM', 40_000);
  const again = await startInstance(instance.name, env, instance.port);
  instance.process = again.process;
  return code;
}
