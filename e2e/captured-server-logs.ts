import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';

export interface LoggedServer {
  origin: string;
  /** Every line the server logged so far, as written (pino's JSON, one per line). */
  log(): string;
  close(): Promise<void>;
}

/**
 * A server of a spec's own on loopback whose log stream is kept, at the
 * production level (LOG_LEVEL info) and with its jobs running in the
 * background as in production, so a spec can read what an operator's log
 * would hold after a walk (docs/operations.md "Health and logs").
 */
export async function startLoggedServer(port: number): Promise<LoggedServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-e2e-logs-'));
  const lines: string[] = [];
  const config = loadConfig({
    APP_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_IP_SCALE: '50',
    JOB_POLL_INTERVAL_MS: '500',
    WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.resolve('apps/web/dist'),
  });
  const built: BuiltApp = await buildApp({ config, logger: { stream: { write: (line) => lines.push(line) } } });
  await built.app.listen({ port, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${port}`,
    log: () => lines.join(''),
    close: async () => {
      await built.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
