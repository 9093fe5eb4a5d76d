import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { productionProviderSettings } from '../apps/server/src/testing/production-settings.js';

/**
 * The production build (`npm run build`: apps/server/dist) started as an
 * operator would (`node apps/server/dist/main.js`, no tsx) with
 * APP_ENV=production, on loopback, in a data folder of its own. Its log lines
 * are kept for the test to read (docs/operations.md "Health and logs").
 */
export interface ProductionServer {
  url: string;
  /** Every line the server wrote to stdout and stderr so far. */
  logLines(): string[];
  stop(): Promise<void>;
}

const builtMain = path.resolve('apps/server/dist/main.js');

/** Secrets a production server must be handed (config.ts), made fresh for each run. */
function productionSecrets(): Record<string, string> {
  const key = randomBytes(32).toString('base64');
  const helpDeskKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  return {
    SESSION_SECRET: key,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    HELP_DESK_SIGNING_KEY: helpDeskKey.replaceAll('\n', '\\n'),
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the production server exited (${child.exitCode}):\n${log.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the production server did not answer /healthz within 60 s:\n${log.join('')}`);
}

export async function startProductionServer(port: number, env: Record<string, string>): Promise<ProductionServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-production-'));
  const url = `http://127.0.0.1:${port}`;
  const chunks: string[] = [];
  // As `npm run start:prod` runs it (package.json, decision 098).
  const child = spawn(process.execPath, ['--max-semi-space-size=8', '--enable-source-maps', builtMain], {
    env: {
      PATH: process.env.PATH ?? '',
      APP_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.resolve('apps/web/dist'),
      // Every browser here is 127.0.0.1; production keeps the real per-IP limits.
      RATE_LIMIT_IP_SCALE: '50',
      // No load balancer to drain from (docs/operations.md "Shutdown"): stop at once.
      SHUTDOWN_DRAIN_MS: '0',
      // The creditor every notice names (decision 054): required in production, a test bank's here.
      CREDITOR_LEGAL_NAME: productionProviderSettings.CREDITOR_LEGAL_NAME,
      CREDITOR_ADDRESS: productionProviderSettings.CREDITOR_ADDRESS,
      CREDITOR_CHARTER: productionProviderSettings.CREDITOR_CHARTER,
      CREDITOR_ASSETS_OVER_10_BILLION: productionProviderSettings.CREDITOR_ASSETS_OVER_10_BILLION,
      ...productionSecrets(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  try {
    await waitUntilHealthy(url, child, chunks);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    logLines: () => chunks.join('').split('\n').filter(Boolean),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
